// Brotli copies of the built scripts, at the highest quality (11): `<file>.js.br` next to each
// script. The API sends that copy to a browser that accepts brotli (services/api
// src/web/compressed-files.ts), so the page downloads about 7% less script than with the quality
// the server can afford per request (9); quality 11 takes seconds per large file, once, here.
const { promisify } = require('node:util');
const { brotliCompress, constants } = require('node:zlib');

const brotli = promisify(brotliCompress);
/** Below this, headers outweigh the saving (the API does not compress such files either). */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const scripts = Object.keys(assets).filter((name) => name.endsWith('.js'));
          await Promise.all(
            scripts.map(async (name) => {
              const content = compilation.getAsset(name).source.buffer();
              if (content.length < MIN_BYTES) return;
              const compressed = await brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              });
              compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
