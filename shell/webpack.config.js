const path = require('node:path');
const { createMfConfig } = require('@news/mf-build/createMfConfig');
const { createEntryConfig } = require('@news/mf-build/createEntryConfig');

/**
 * The first-view entry (ADR 0013): the one script every document loads, without the federation runtime; it owns
 * the stylesheets the document inlines (the font faces an entry of their own) and injects the federated entry (./src/index.ts) when the SPA runtime starts.
 */
const firstView = createEntryConfig({
  dir: __dirname,
  name: 'first-view',
  entry: './src/firstViewEntry.ts',
  fonts: './src/fonts/fonts.css',
});

/** The service worker (/sw.js): its own small bundle, no federation, served by the gateway from dist/sw. */
const serviceWorker = {
  name: 'shell-sw',
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  context: __dirname,
  target: 'webworker',
  entry: { sw: './src/sw/serviceWorker.ts' },
  output: { path: path.join(__dirname, 'dist', 'sw'), filename: 'sw.js', clean: true },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('swc-loader'),
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      },
    ],
  },
};

module.exports = [
  ...createMfConfig({ dir: __dirname, name: 'shell', entry: './src/index.ts', keep: [firstView.name] }),
  firstView,
  serviceWorker,
];
