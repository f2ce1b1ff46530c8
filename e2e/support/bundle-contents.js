// Which npm packages a downloaded JS file contains, read from its source map (the production
// builds write one next to every chunk): each map source under node_modules names the package
// and the module file, so "downloaded once" can be checked module by module.

/**
 * @typedef {{ url: string, packageName: string, moduleFile: string }} ModuleOccurrence
 *   one module file of a package inside one downloaded JS file
 */

/**
 * 'webpack://shell/../../node_modules/react-dom/cjs/x.js' -> { packageName: 'react-dom', moduleFile: 'react-dom/cjs/x.js' };
 * a workspace package compiled from source, 'webpack://shell/../../packages/ui/src/x.ts' ->
 * { packageName: '@tradeboard/ui', moduleFile: '@tradeboard/ui/src/x.ts' }
 */
export function packageOfSource(/** @type {string} */ source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) {
    const workspace = /^webpack:\/\/[^/]*\/(?:\.\.\/)+packages\/([^/]+)\/(.+)$/.exec(source);
    return workspace
      ? { packageName: `@tradeboard/${workspace[1]}`, moduleFile: `@tradeboard/${workspace[1]}/${workspace[2]}` }
      : null;
  }
  const moduleFile = source.slice(at + 'node_modules/'.length);
  const parts = moduleFile.split('/');
  const packageName = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return packageName ? { packageName, moduleFile } : null;
}

/**
 * @param {readonly string[]} scriptUrls JS files the page downloaded
 * @returns {Promise<ModuleOccurrence[]>}
 */
export async function modulesInScripts(scriptUrls) {
  /** @type {ModuleOccurrence[]} */
  const occurrences = [];
  for (const url of scriptUrls) {
    const response = await fetch(`${url}.map`).catch((/** @type {unknown} */ error) => {
      throw new Error(`could not fetch ${url}.map: ${error instanceof Error ? (error.cause ?? error.message) : error}`);
    });
    if (!response.ok)
      throw new Error(
        `no source map for ${url} (${response.status}): the production builds must keep devtool 'source-map'`,
      );
    const map = /** @type {{ sources: string[] }} */ (await response.json());
    for (const source of new Set(map.sources)) {
      const found = packageOfSource(source);
      if (found) occurrences.push({ url, ...found });
    }
  }
  return occurrences;
}

/**
 * Module files that arrived in more than one downloaded file, per package.
 * @param {readonly ModuleOccurrence[]} occurrences
 * @returns {Map<string, string[]>} package -> duplicated module files
 */
export function duplicatedModules(occurrences) {
  /** @type {Map<string, Set<string>>} */
  const urlsByModule = new Map();
  for (const { url, moduleFile } of occurrences) {
    const urls = urlsByModule.get(moduleFile) ?? new Set();
    urls.add(url);
    urlsByModule.set(moduleFile, urls);
  }
  /** @type {Map<string, string[]>} */
  const duplicates = new Map();
  for (const { packageName, moduleFile } of occurrences) {
    if ((urlsByModule.get(moduleFile)?.size ?? 0) < 2) continue;
    const list = duplicates.get(packageName) ?? [];
    if (!list.includes(moduleFile)) list.push(moduleFile);
    duplicates.set(packageName, list);
  }
  return duplicates;
}
