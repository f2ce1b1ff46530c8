// A source map for every script, even one made only of webpack's own code (a chunk that just
// re-exports a module of another chunk, which the host's fine-grained splitting makes): webpack
// writes no map for such a chunk, and the tools that read every downloaded script's map (the web
// bench, e2e/tests/shared-libraries.test.ts) would find a 404. The map is empty: no sources.
class EmptySourceMapsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmptySourceMapsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after the devtool's own maps.
        { name: 'EmptySourceMapsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js') || assets[`${name}.map`]) continue;
            const map = { version: 3, file: name, sources: [], sourcesContent: [], names: [], mappings: '' };
            compilation.emitAsset(`${name}.map`, new sources.RawSource(JSON.stringify(map)), { development: true });
          }
        },
      );
    });
  }
}

module.exports = { EmptySourceMapsPlugin };
