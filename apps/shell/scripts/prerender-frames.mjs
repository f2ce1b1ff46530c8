// Run by the shell's `build` after webpack: renders the page frames (src/frame/prerender.tsx) to
// dist/frames.json. esbuild bundles the renderer for Node (the workspace packages ship TypeScript
// sources, which Node cannot import), into node_modules/.cache so nothing of it is served.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outFile = path.join(appDir, 'node_modules/.cache/prerender/prerender.cjs');

await build({
  entryPoints: [path.join(appDir, 'src/frame/prerender.tsx')],
  outfile: outFile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  conditions: ['@tradeboard/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { renderFrames, FRAME_ROUTES } = (await import(pathToFileURL(outFile).href)).default;
const frames = await renderFrames();
await mkdir(path.join(appDir, 'dist'), { recursive: true });
await writeFile(path.join(appDir, 'dist/frames.json'), JSON.stringify(frames));
console.log(`prerendered ${FRAME_ROUTES.length} page frames (light and dark) to dist/frames.json`);
