// Run by the API's `build` after tsc: bundles the API reference page's script and stylesheet
// (docs-client/api-reference.ts, Scalar's @scalar/api-reference) into dist/api-reference, which
// GET /api/docs/* serves. Built here, not at run time: the server needs no network and no
// node_modules of the browser side. Each file gets a brotli copy at the highest quality
// (`<file>.br`), which the API sends when it decodes to the file.
import { copyFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { build } from 'esbuild';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(apiDir, 'dist/api-reference');
const brotli = promisify(brotliCompress);

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    'zod-jitless': path.join(apiDir, 'docs-client/zod-jitless.ts'),
    'api-reference': path.join(apiDir, 'docs-client/api-reference.ts'),
  },
  outdir: outDir,
  bundle: true,
  // Scalar loads parts on demand (the request editor, the search, code highlighting): ES modules
  // with code splitting keep them out of the first load.
  format: 'esm',
  splitting: true,
  // The entry and its stylesheet keep their names (the page names them); chunks carry a content
  // hash, so they can be cached for good.
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  platform: 'browser',
  target: ['chrome111', 'firefox114', 'safari16.4'],
  minify: true,
  sourcemap: false,
  legalComments: 'linked',
  define: {
    'process.env.NODE_ENV': '"production"',
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  logLevel: 'warning',
});

// The product's icon (the shell's too): a page without one makes the browser ask for /favicon.ico.
const presetFile = createRequire(import.meta.url).resolve('@tradeboard/tools/webpack');
await copyFile(path.join(path.dirname(presetFile), 'favicon.svg'), path.join(outDir, 'favicon.svg'));

async function filesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

let bytes = 0;
let compressedBytes = 0;
const files = await filesIn(outDir);
for (const file of files.filter((name) => /\.(js|css|txt)$/.test(name))) {
  const content = await readFile(file);
  const compressed = await brotli(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  await writeFile(`${file}.br`, compressed);
  bytes += content.length;
  compressedBytes += compressed.length;
}
const entry = await stat(path.join(outDir, 'api-reference.js'));
console.log(
  `API reference: ${files.length} files in dist/api-reference, ` +
    `${bytes} B (${compressedBytes} B brotli); entry ${entry.size} B`,
);
