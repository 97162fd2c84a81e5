/**
 * The shared-dependency policy (docs/adr/0001): only libraries that hold state or must exist once per page are
 * shared, always as singletons with an explicit requiredVersion. Prefix keys ('react/', 'react-dom/') share the
 * subpaths (react/jsx-runtime, react-dom/client) so they are never bundled twice.
 */
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

function sharedDependencies() {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    'single-spa': singleton('single-spa'),
    '@news/event-bus/': workspaceSingleton('@news/event-bus'),
    '@news/contracts/': workspaceSingleton('@news/contracts'),
  };
}

module.exports = { sharedDependencies };
