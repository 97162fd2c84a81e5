/**
 * A browser build without Module Federation, for an entry that must not carry the federation runtime (the shell's
 * first-view entry, docs/adr/0013):
 *
 *   createEntryConfig({ dir: __dirname, name: 'first-view', entry: './src/firstViewEntry.ts', fonts: './src/fonts/fonts.css' })
 *
 * writes dist/client/{name}/ (served with the package's other browser files, under /remotes/{package}/{name}/)
 * with its own entrypoints.json ({ [name]: { js, css, preload, fonts } }). `fonts`, a stylesheet of font faces
 * only, is an entry of its own (`{name}-fonts`, no script): a document inlines the faces its text needs and never
 * swaps them, since adding font faces to a painted page makes the browser lay out all its text again (ADR 0013). Its webpack runtime has its own
 * `uniqueName` and so its own chunk-loading global: it coexists on a page with the package's federated build,
 * which keeps this folder when it cleans (createMfConfig `keep`).
 */
const path = require('node:path');
const { baseConfig, browserRules, browserMinimizers, cssExtract, buildMode } = require('./createMfConfig');
const { EntrypointsPlugin } = require('./EntrypointsPlugin');

function createEntryConfig({ dir, name, entry, fonts }) {
  const mode = buildMode();
  return {
    ...baseConfig({ dir, mode, target: 'web' }),
    name,
    target: 'web',
    entry: { [name]: entry, ...(fonts ? { [`${name}-fonts`]: fonts } : {}) },
    output: {
      path: path.join(dir, 'dist', 'client', name),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${path.basename(dir)}_${name}`.replace(/[^a-zA-Z0-9_]/g, '_'),
      clean: true,
    },
    module: { rules: browserRules() },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimizer: browserMinimizers() },
    plugins: [cssExtract(), new EntrypointsPlugin()],
  };
}

module.exports = { createEntryConfig };
