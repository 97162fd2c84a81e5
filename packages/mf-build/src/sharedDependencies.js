/**
 * The shared-dependency policy (docs/adr/0001): only libraries that hold state or must exist once per page are
 * shared, always as singletons with an explicit requiredVersion. Prefix keys ('react/', 'react-dom/') share the
 * subpaths (react/jsx-runtime, react-dom/client) so they are never bundled twice.
 */
const fs = require('node:fs');
const path = require('node:path');

const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [process.cwd()] }));

function singleton(name) {
  const version = rootPkg(name).version;
  return { singleton: true, requiredVersion: `^${version}`, version };
}

function workspaceSingleton(name) {
  const version = require(
    path.join(__dirname, '..', '..', name.replace('@news/', ''), 'package.json'),
  ).version;
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/**
 * Contract modules no browser code imports by their shared name: those that run on the server only (Node
 * built-ins; HTML, tokens, the registry and the site metadata of the gateway and the services), and those the
 * browser uses only inside another contract module, which bundles them. The host provides none of them: each
 * provided module costs the host's startup chunk an entry (sharedDependencies.test.ts keeps the list honest).
 */
const SERVER_ONLY_CONTRACTS = [
  'imageSignature',
  'oauthBinding',
  'appVariant',
  'breakingNewsDismissal',
  'containsNul',
  'escapeHtml',
  'identityToken',
  'registry',
  'site',
  'webhooks',
];

/**
 * Every browser-side module of packages/contracts (and likewise of packages/http-client) by its shared name. The host provides all of them from its one
 * startup chunk (news-shared, see createMfConfig), so a remote never falls back to its own copies — which bring
 * their own zod, a second download and evaluation of the page's biggest library (docs/adr/0004).
 */
function packageModules(folder, exclude = []) {
  const dir = path.join(__dirname, '..', '..', folder, 'src');
  return fs
    .readdirSync(dir)
    .filter((f) => /^[a-zA-Z]+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((name) => !exclude.includes(name))
    .map((name) => ({ name: `@news/${folder}/${name}`, file: path.join(dir, `${name}.ts`) }));
}

/**
 * `host`: the shell, which provides every contract module and every module of the generic HTTP client (see
 * packageModules): one copy of the client per page, used by every remote (docs/adr/0017).
 */
function sharedDependencies({ host = false } = {}) {
  const contracts = workspaceSingleton('@news/contracts');
  const httpClient = workspaceSingleton('@news/http-client');
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    'single-spa': singleton('single-spa'),
    '@news/event-bus/': workspaceSingleton('@news/event-bus'),
    '@news/contracts/': contracts,
    '@news/http-client/': httpClient,
    // provided by file path: webpack provides those even where the host's own code never imports them
    ...(host
      ? Object.fromEntries([
          ...packageModules('contracts', SERVER_ONLY_CONTRACTS).map(({ name, file }) => [
            name,
            { ...contracts, import: file },
          ]),
          ...packageModules('http-client').map(({ name, file }) => [name, { ...httpClient, import: file }]),
        ])
      : {}),
  };
}

module.exports = { sharedDependencies, SERVER_ONLY_CONTRACTS };
