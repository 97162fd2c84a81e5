/**
 * Writes entrypoints.json ({ "main": { "js": [...], "css": [...] } }) so the gateway can put the hashed file names
 * of the shell into the document without guessing.
 */
class EntrypointsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EntrypointsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntrypointsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const result = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            const files = entrypoint.getFiles().filter((f) => !f.endsWith('.map'));
            result[name] = {
              js: files.filter((f) => f.endsWith('.js')),
              css: files.filter((f) => f.endsWith('.css')),
            };
          }
          compilation.emitAsset('entrypoints.json', new RawSource(JSON.stringify(result, null, 2)));
        },
      );
    });
  }
}

module.exports = { EntrypointsPlugin };
