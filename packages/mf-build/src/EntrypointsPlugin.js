/**
 * Writes entrypoints.json ({ "main": { "js": [...], "css": [...], "preload": [...], "fonts": [...] } }) so the gateway can put the
 * hashed file names of the shell into the document without guessing. `preload` lists the scripts the entry loads
 * right after it starts: the async chunks of `import(/* webpackPreload: true *\/ ...)` and the chunks of the shared
 * modules those load (Module Federation's consume-shared fallbacks), so the document can fetch them in parallel
 * with the entry instead of in a waterfall after it. Lazy chunks (no webpackPreload) stay out. `fonts` lists the
 * web fonts the entry's own stylesheets draw basic Latin with, which the document preloads.
 */
const { parseUnicodeRange } = require('./unicodeRange');

const isStartupGroup = (group) =>
  group.options?.preloadOrder !== undefined ||
  group.origins.some((origin) => origin.module?.type === 'consume-shared-module');

function startupFiles(entrypoint) {
  const seen = new Set();
  const files = new Set();
  const visit = (group) => {
    for (const child of group.getChildren()) {
      if (seen.has(child) || !isStartupGroup(child)) continue;
      seen.add(child);
      for (const file of child.getFiles()) if (file.endsWith('.js')) files.add(file);
      visit(child);
    }
  };
  visit(entrypoint);
  return [...files].sort();
}

/**
 * The woff2 files of a stylesheet's faces that every page needs, those drawing basic Latin (a face without a
 * `unicode-range` draws everything): the document preloads them. Faces for the other characters load on demand.
 * Paths are relative to the stylesheet, as mini-css-extract writes them next to the bundles.
 */
function fontsOf(css) {
  const files = [];
  for (const [, face] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const file = /url\(["']?([^"')]+\.woff2)["']?\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
    if (file && (!range || parseUnicodeRange(range).includes(BASIC_LATIN_A))) files.push(file);
  }
  return files.sort();
}
const BASIC_LATIN_A = 0x41;

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
            // a stylesheet-only entry's script is empty: not written, not listed
            for (const f of files)
              if (f.endsWith('.js') && compilation.getAsset(f)?.source.size() === 0)
                compilation.deleteAsset(f);
            const js = files.filter((f) => f.endsWith('.js') && compilation.getAsset(f));
            const css = files.filter((f) => f.endsWith('.css'));
            result[name] = {
              js,
              css,
              preload: startupFiles(entrypoint).filter((f) => !js.includes(f)),
              fonts: css.flatMap((f) => fontsOf(compilation.getAsset(f)?.source.source().toString() ?? '')),
            };
          }
          compilation.emitAsset('entrypoints.json', new RawSource(JSON.stringify(result, null, 2)));
        },
      );
    });
  }
}

module.exports = { EntrypointsPlugin, fontsOf };
