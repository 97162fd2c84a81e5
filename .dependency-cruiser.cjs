/**
 * The rules of the house (ARCHITECTURE.md §1, README "Boundaries") as dependency-cruiser rules: `npm run lint`
 * fails on an import that breaks one. Paths are the resolved files relative to the repository root, so
 * `@news/identity-service/oauthState` counts as `services/identity/src/oauthState.ts`.
 * scripts/boundaryRules.test.ts runs these rules on a deliberately wrong miniature of the repository
 * (scripts/boundary-fixtures/), which the lint run itself leaves out.
 */
const REMOTE = '^(shell|mf-[^/]+)/';
const SERVER = '^(gateway|services)/';
/** Test code: test files beside the code and the browser tests. */
const TEST = ['\\.test\\.tsx?$', '^e2e/'];
/**
 * Test helpers: a file in a `testing/` folder, or one named `createTest…`, `startTest…` or `signTest…`
 * (createTestDb, startTestGateway, signTestIdentityToken).
 */
const TEST_HELPER = ['(^|/)testing/', '/(create|start|sign)Test[A-Z][A-Za-z]*\\.tsx?$'];
/**
 * What the gateway may import of a service: its factory and its config reader, e.g.
 * services/content/src/createContentService.ts, services/identity/src/createIdentityConfigFromEnv.ts.
 */
const SERVICE_PUBLIC_API = '^services/[^/]+/src/create[A-Z][A-Za-z]*(Service|ConfigFromEnv)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-not-to-remote',
      comment:
        'A remote (or the shell) never imports another remote: they meet through the URL, the event bus and ' +
        'single-spa parcels. Share code through packages/.',
      severity: 'error',
      from: { path: REMOTE },
      to: { path: REMOTE, pathNot: '^$1/' },
    },
    {
      name: 'remote-not-to-server',
      comment:
        "Browser code never imports the gateway or a service: it reaches them through the gateway's HTTP paths " +
        'with the schemas of packages/contracts.',
      severity: 'error',
      from: { path: REMOTE },
      to: { path: SERVER },
    },
    {
      name: 'service-not-to-service',
      comment:
        'A service never imports another service: services meet through HTTP contracts (packages/contracts) ' +
        'and signed webhooks.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: '^services/$1/' },
    },
    {
      name: 'service-not-to-gateway',
      comment: 'A service never imports the gateway: it must run on its own, behind the gateway or not.',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: '^gateway/' },
    },
    {
      name: 'gateway-to-service-public-api-only',
      comment:
        'The gateway mounts a service through its factory (create*Service.ts) and its config reader ' +
        '(create*ConfigFromEnv.ts), never through its internals; what both sides of a contract need lives in ' +
        'packages/. Gateway tests may reach into an in-process service to put it into a state its API cannot.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: TEST },
      to: { path: '^services/', pathNot: SERVICE_PUBLIC_API },
    },
    {
      name: 'package-not-to-app',
      comment: 'A package knows no remote, service, gateway or test suite: every workspace may use it.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(shell|mf-[^/]+|gateway|services|e2e|scripts|bench)/' },
    },
    {
      name: 'test-helper-from-tests-only',
      comment:
        'Test helpers (testing/ folders, createTest*, startTest*, signTest*) are imported by tests and other ' +
        'test helpers only, never by code that ships.',
      severity: 'error',
      from: { pathNot: [...TEST, ...TEST_HELPER] },
      to: { path: TEST_HELPER },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves: a module the cruiser cannot find would slip past the rules above unnoticed.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|var|coverage|test-results|playwright-report|\\.webpack-cache)/|^scripts/boundary-fixtures/',
    },
    // type-only imports count too: a type from another remote's insides couples them as much as a value
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // the workspaces' package.json "exports" ("./*": "./src/*.ts") map @news/<workspace>/<file>
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    cache: false,
  },
};
