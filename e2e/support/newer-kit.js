// A newer release of the module kit for the version-skew test: packages/ui copied to a folder inside
// the repository (so its imports of react, MUI and @tradeboard/runtime resolve from node_modules),
// its minor version raised, and one new export. A remote built against it (build-changed-remote.js
// --kit) needs something the shell's kit lacks, as a module team's upgrade would.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';

/** The new export: the text it is given, followed by the kit version that provides it. */
export const NEW_KIT_EXPORT = 'withKitVersion';

/**
 * @param {string} dir an empty folder under the repository (e.g. in e2e/.tmp)
 * @returns {Promise<{ dir: string, version: string }>}
 */
export async function writeNewerKit(dir) {
  const source = path.join(REPO_ROOT, 'packages/ui');
  await cp(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(source, 'package.json'), 'utf8'));
  const [major, minor] = String(manifest.version).split('.').map(Number);
  const version = `${major}.${Number(minor) + 1}.0`;
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
  await writeFile(
    path.join(dir, 'src/kitVersion.ts'),
    `/** Added in kit ${version}. */\nexport function ${NEW_KIT_EXPORT}(text: string): string {\n  return \`\${text} (kit ${version})\`;\n}\n`,
  );
  const index = path.join(dir, 'src/index.ts');
  await writeFile(index, `${await readFile(index, 'utf8')}\nexport { ${NEW_KIT_EXPORT} } from './kitVersion.js';\n`);
  return { dir, version };
}
