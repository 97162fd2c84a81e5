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
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
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

/** The federation runtime's packages; each ships an ES module and a CommonJS build of the same code. */
const FEDERATION_RUNTIME_PACKAGES = [
  'error-codes',
  'runtime',
  'runtime-core',
  'runtime-tools',
  'sdk',
  'webpack-bundler-runtime',
];

/**
 * One copy of the federation runtime per browser build: every import of its packages, `import` or `require`,
 * resolves to the ES module build (webpack aliases, exact specifiers from each package's `exports`). Without
 * this the host's entry carried the runtime twice: the external runtime it provides to the remotes requires the
 * CommonJS files, its own bundler runtime imports the ES module files.
 */
function federationRuntimeAliases() {
  const alias = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const pkg = `@module-federation/${name}`;
    // the folder of its package.json (its `exports` are not resolvable by name)
    let dir = path.dirname(require.resolve(pkg));
    while (!fs.existsSync(path.join(dir, 'package.json'))) {
      if (dir === path.dirname(dir)) throw new Error(`no package.json above ${require.resolve(pkg)}`);
      dir = path.dirname(dir);
    }
    const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(exports)) {
      const file = target?.import?.default;
      if (typeof file === 'string') alias[`${pkg}${subpath.slice(1)}$`] = path.join(dir, file);
    }
  }
  return alias;
}

/** Web fonts as files; `?subset=german` in the stylesheet's url() reduces one to German text (subsetFontLoader). */
const fontRule = (generator) => ({
  test: /\.woff2$/,
  oneOf: [
    {
      resourceQuery: /subset=german/,
      type: 'asset/resource',
      generator,
      use: [require.resolve('./subsetFontLoader')],
    },
    { type: 'asset/resource', generator },
  ],
});

/** The loaders of a browser build: TypeScript/TSX, CSS extracted to files, web fonts as hashed files. */
const browserRules = () => [
  swcRule('web'),
  { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
  // Web fonts a stylesheet names: hashed files next to the bundles (immutable), preloaded by the document
  // when the entry's stylesheet draws basic Latin with them (EntrypointsPlugin `fonts`).
  fontRule({ filename: 'fonts/[name].[contenthash:10][ext]' }),
];

/**
 * Minifies a browser build's JavaScript (webpack's default) and stylesheets: documents inline the stylesheets of
 * their first view (ADR 0004), so every comment and space of them is parsed before the first paint (47 KB → 36 KB).
 */
const browserMinimizers = () => ['...', new CssMinimizerPlugin()];

const cssExtract = () =>
  new MiniCssExtractPlugin({
    filename: '[name].[contenthash:10].css',
    chunkFilename: '[name].[contenthash:10].css',
  });

/**
 * `keep`: subfolders of dist/client that another build of the same package writes (the shell's first-view
 * entry, createEntryConfig); cleaning the output leaves them alone, as the builds run in parallel.
 */
function clientConfig({ dir, name, exposes, entry, mode, keep = [] }) {
  return {
    ...baseConfig({ dir, mode, target: 'web' }),
    resolve: { ...baseConfig({ dir, mode, target: 'web' }).resolve, alias: federationRuntimeAliases() },
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
      clean:
        keep.length > 0 ? { keep: (file) => keep.some((d) => file === d || file.startsWith(`${d}/`)) } : true,
    },
    module: { rules: browserRules() },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: browserMinimizers(),
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
      cssExtract(),
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
        fontRule({ emit: false }),
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

const buildMode = () => (process.env.NODE_ENV === 'development' ? 'development' : 'production');

function createMfConfig({ dir, name, exposes = {}, serverExposes, entry, keep }) {
  const mode = buildMode();
  const configs = [clientConfig({ dir, name, exposes, entry, mode, keep })];
  if (serverExposes) configs.push(serverConfig({ dir, name, exposes: serverExposes, mode }));
  return configs;
}

module.exports = { createMfConfig, baseConfig, browserRules, browserMinimizers, cssExtract, buildMode };
