/**
 * One webpack config factory for the shell and every remote, client and server targets.
 *
 *   createMfConfig({ dir: __dirname, name: 'mf_articles', exposes: { './app': './src/app.tsx' },
 *                    serverExposes: { './server': './src/server.tsx' } })
 *
 * returns an array of configs: the browser build (dist/client) and, when serverExposes is given, an async-node
 * build for SSR (dist/server). Hashed chunks are immutable; remoteEntry.js and mf-manifest.json are not hashed
 * and are served revalidated.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedDependencies } = require('./sharedDependencies');
const { EntrypointsPlugin } = require('./EntrypointsPlugin');

const swcRule = (target) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules\/(?!@news\/)/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: target === 'node' ? 'es2022' : 'es2020',
      },
    },
  },
});

function baseConfig({ dir, mode, target }) {
  return {
    mode,
    context: dir,
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    cache: {
      type: 'filesystem',
      // raised when a build change must not meet a cache written before buildDependencies listed the config
      version: '2',
      cacheDirectory: path.join(dir, '.webpack-cache', target),
      // a change of the build configuration (this factory, the shared policy, the package's config) drops the
      // cache; without it a cached module resolution outlives e.g. a new alias
      buildDependencies: {
        config: [__filename, require.resolve('./sharedDependencies'), path.join(dir, 'webpack.config.js')],
      },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * The host's `provideExternalRuntime` adds the runtime plugin that hands the federation runtime to the remotes by
 * its CommonJS file (the plugin resolves it with require.resolve). That file requires the CommonJS build of the
 * runtime core, while the bundler runtime imports its ES module build: the host entry carried the runtime twice
 * (about 21 KB gzip). The alias points the plugin at its ES module build, so one runtime core serves both.
 */
function esmRuntimeCorePlugin() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  });
  const esm = cjs.replace(/\.cjs$/, '.js');
  if (esm === cjs || !fs.existsSync(esm)) throw new Error(`no ES module build next to ${cjs}`);
  return { [cjs]: esm };
}

function clientConfig({ dir, name, exposes, entry, mode }) {
  const base = baseConfig({ dir, mode, target: 'web' });
  return {
    ...base,
    ...(entry ? { resolve: { ...base.resolve, alias: esmRuntimeCorePlugin() } } : {}),
    name: `${name}-client`,
    target: 'web',
    entry: entry ? { main: entry } : {},
    output: {
      path: path.join(dir, 'dist', 'client'),
      publicPath: 'auto',
      // The federation runtime resolves the entry's file name before hashes exist, only to learn its folder depth.
      filename: (pathData) =>
        pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
      clean: true,
    },
    module: {
      rules: [
        swcRule('web'),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        // Web fonts a stylesheet names: hashed files next to the bundles (immutable), preloaded by the document
        // when the entry's stylesheet uses them (EntrypointsPlugin `fonts`).
        {
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
        },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The workspace packages a page shares (contracts, event bus) and the zod they validate with are many small
      // modules; split per shared module, each would be its own async chunk and request (zod's iso helpers even
      // once per contract). One chunk holds them all: its modules still run only when first required.
      splitChunks: {
        cacheGroups: {
          // The same for the libraries every page starts with (each its own chunk and request otherwise). Lazy
          // ones (react-router-dom) stay out, so a public page never downloads them.
          startupLibraries: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|rxjs|tslib|single-spa)[\\/]/,
            name: 'startup-libraries',
            chunks: 'async',
            enforce: true,
          },
          newsShared: {
            test: /[\\/](packages[\\/](contracts|event-bus|http-client)|node_modules[\\/]zod)[\\/]/,
            name: 'news-shared',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:10].css',
        chunkFilename: '[name].[contenthash:10].css',
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies({ host: Boolean(entry) }),
        // One federation runtime per page: the shell (the host, no exposes) provides it on a global, the remotes'
        // entries use that one instead of carrying their own copy. No Node code in browser builds.
        experiments: {
          ...(entry ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
        // loaded-first: a host never initialises every registered remote just to compare versions (that would
        // fetch all remote entries up front, and one dead remote would break the page).
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      ...(entry ? [new EntrypointsPlugin()] : []),
    ],
  };
}

function serverConfig({ dir, name, exposes, mode }) {
  return {
    ...baseConfig({ dir, mode, target: 'node' }),
    name: `${name}-server`,
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(dir, 'dist', 'server'),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${name}_server`,
      clean: true,
    },
    externalsPresets: { node: true },
    module: {
      rules: [
        swcRule('node'),
        { test: /\.woff2$/, type: 'asset/resource', generator: { emit: false } },
        {
          test: /\.css$/,
          use: [
            {
              loader: require.resolve('css-loader'),
              options: { modules: { exportOnlyLocals: true, auto: true } },
            },
          ],
        },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        exposes,
        shared: sharedDependencies(),
        // loaded-first: a host never initialises every registered remote just to compare versions (that would
        // fetch all remote entries up front, and one dead remote would break the page).
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
    ],
  };
}

function createMfConfig({ dir, name, exposes = {}, serverExposes, entry }) {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const configs = [clientConfig({ dir, name, exposes, entry, mode })];
  if (serverExposes) configs.push(serverConfig({ dir, name, exposes: serverExposes, mode }));
  return configs;
}

module.exports = { createMfConfig };
