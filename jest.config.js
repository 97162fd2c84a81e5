/**
 * Unit, component and integration tests, one jest project per workspace, named after its package: `npm test -w
 * shell` runs `jest --selectProjects @news/shell` with this file and so only the shell's tests. Browser tests live
 * in e2e/ and run under Playwright. Component tests choose jsdom in their docblock; jose is ESM-only and transformed.
 *
 * TEST_SCOPE=data-layer keeps the suites of the second CI pass on PostgreSQL and Redis (README "CI"): those of the
 * workspaces that hold data or reach it, i.e. that depend on the database layer or on Redis (DATA_LAYER_DEPENDENCIES):
 * packages/db, the service runner, the services and the gateway. The others (remotes, shell, the browser-side
 * packages, build scripts, the benchmark's helpers) are unit and component tests that neither DATABASE_URL nor
 * REDIS_URL changes; they run once.
 */
const fs = require('node:fs');
const path = require('node:path');

const DATA_LAYER_DEPENDENCIES = ['@news/db', 'pg', '@electric-sql/pglite', 'ioredis'];

const shared = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/scripts/boundary-fixtures/'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/scripts/jest-style-stub.js' },
};

/** Every workspace folder of package.json (e2e aside: Playwright's) with its package. */
function workspaces() {
  const { workspaces: patterns } = require('./package.json');
  return patterns
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? fs
            .readdirSync(path.join(__dirname, pattern.slice(0, -2)))
            .map((dir) => `${pattern.slice(0, -1)}${dir}`)
        : [pattern],
    )
    .filter((dir) => dir !== 'e2e' && fs.existsSync(path.join(__dirname, dir, 'package.json')))
    .map((dir) => {
      const pkg = require(path.join(__dirname, dir, 'package.json'));
      const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
      return {
        dir,
        name: pkg.name,
        dataLayer: [pkg.name, ...dependencies].some((name) => DATA_LAYER_DEPENDENCIES.includes(name)),
      };
    });
}

const projects = [
  ...workspaces(),
  // the root's own scripts and the benchmark's helpers, which belong to no workspace
  { dir: 'scripts', name: 'scripts', dataLayer: false },
  { dir: 'bench', name: 'bench', dataLayer: false },
]
  .filter(({ dataLayer }) => process.env.TEST_SCOPE !== 'data-layer' || dataLayer)
  .map(({ dir, name }) => ({
    ...shared,
    displayName: name,
    rootDir: __dirname,
    roots: [`<rootDir>/${dir}`],
  }));

// a gateway with every service in-process starts in a few seconds, on a busy 2-core machine in up to a minute
module.exports = { testTimeout: 60000, projects };
