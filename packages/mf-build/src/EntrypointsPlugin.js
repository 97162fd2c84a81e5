/**
 * Writes entrypoints.json ({ "main": { "js": [...], "css": [...], "preload": [...], "fonts": [...] } }) so the gateway can put the
 * hashed file names of the shell into the document without guessing. `preload` lists the scripts the entry loads
 * right after it starts: the async chunks of `import(/* webpackPreload: true *\/ ...)` and the chunks of the shared
 * modules those load (Module Federation's consume-shared fallbacks), so the document can fetch them in parallel
 * with the entry instead of in a waterfall after it. Lazy chunks (no webpackPreload) stay out. `fonts` lists the
 * web fonts the entry's own stylesheets use, which the document preloads.
 */
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

/** The woff2 files a stylesheet names (relative to it, as mini-css-extract writes them next to the bundles). */
const fontsOf = (css) => [...css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map((m) => m[1]).sort();

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
            const js = files.filter((f) => f.endsWith('.js'));
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

module.exports = { EntrypointsPlugin };
