// Shared vitest settings: resolve workspace packages to their TypeScript sources
// (the "@tradeboard/source" export condition) so tests never need a prior build. At the root, below
// every package: the lowest layers (types, embedded-mongo, ui) import it by path; the rest through
// @tradeboard/tools/vitest.
const conditions = ['@tradeboard/source', 'module', 'node', 'import', 'default'];
const browserConditions = ['@tradeboard/source', 'module', 'browser', 'import', 'default'];

/** @param {{ dom?: boolean }} [options] */
export function vitestConfig(options = {}) {
  return {
    resolve: { conditions: options.dom ? browserConditions : conditions },
    ssr: { resolve: { conditions, externalConditions: ['@tradeboard/source'] } },
    test: {
      environment: options.dom ? 'happy-dom' : 'node',
      server: { deps: { inline: [/@tradeboard\//] } },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}
