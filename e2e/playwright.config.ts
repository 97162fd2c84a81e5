import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumPath } from './chromiumPath';

/**
 * Browser tests in Debian's Chromium (chromiumPath; e2e/ensureChromium.ts installs it when missing) against the
 * production build, served the way the README starts the site (npm run serve is the second half of npm start). The
 * site gets its own port, data folder and registry file.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDir = path.resolve(__dirname, '..', 'var', 'e2e');
export const registryPath = path.join(e2eDir, 'mf-registry.json');
/**
 * A partner origin that may frame the sign-in dialog (FRAME_ANCESTORS). *.localhost is loopback in Chromium, so
 * the gateway itself answers it, and the browser's local-network checks let its page frame the site.
 */
export const partnerOrigin = `http://partner.localhost:${e2ePort}`;
/**
 * A local OAuth provider for social sign-in (e2e/startTestOAuthProvider.ts, started by the spec that uses it) and
 * its registration with the site: configured like any provider in OAUTH_PROVIDERS.
 */
export const oauthProviderPort = Number(process.env.E2E_OAUTH_PORT ?? e2ePort + 1000);
export const oauthProviderName = 'testkonto';
export const oauthClient = {
  clientId: 'news-e2e',
  clientSecret: 'e2e-client-secret',
  redirectUri: `http://localhost:${e2ePort}/api/oauth2/${oauthProviderName}/callback`,
};
const oauthProviderOrigin = `http://127.0.0.1:${oauthProviderPort}`;

/**
 * The specs of the second CI pass on PostgreSQL and Redis (TEST_SCOPE=data-layer, README "CI"). The browser gets the
 * same answers whichever store holds the data; every service route and query, the page cache's Redis store, the
 * rate limits and the token deny-list run on PostgreSQL and Redis in the jest pass. What only a whole site in a
 * browser shows of a store is here, one spec each: the page cache's store (screens: a miss, then a hit), a login,
 * its wrong-password answer and a logout with the session and the token deny-list in Redis (auth-login), a reader's
 * data written, refused at its limit and read back through every layer (bookmarks), and state shared by two
 * processes (replicas: logins, logouts, bookmarks, revalidation, rate limits). A new spec belongs here only if it
 * shows something of a store that none of these and no jest suite shows.
 */
export const dataLayerSpecs = [
  'auth-login.spec.ts',
  'bookmarks.spec.ts',
  'screens.spec.ts',
  'replicas.spec.ts',
];
/**
 * Specs that need the shared data layer itself (two gateway processes on one PostgreSQL and Redis): they run in the
 * data-layer pass only; the embedded default (PGlite in one process) cannot be shared.
 */
const sharedDataLayerSpecs = ['replicas.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: process.env.TEST_SCOPE === 'data-layer' ? dataLayerSpecs : '*.spec.ts',
  testIgnore: process.env.TEST_SCOPE === 'data-layer' ? [] : sharedDataLayerSpecs,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A shared 2-core machine: the first page of a cold server (SSR remote load, first queries) can take a while.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(e2eDir, 'results'),
  globalSetup: './globalSetup.ts',
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    // The site's service worker answers requests itself, which page.route() then never sees: the specs that
    // stub requests stay as they were. e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    // Every run starts from freshly seeded data: what a run leaves behind (a demo reader's gift links of the month,
    // meter reads, bookmarks) must not decide the next one.
    command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(
      path.join(e2eDir, 'data'),
    )} && npm run serve`,
    cwd: path.resolve(__dirname, '..'),
    url: `http://127.0.0.1:${e2ePort}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      DATA_DIR: path.join(e2eDir, 'data'),
      MF_REGISTRY_PATH: registryPath,
      LOG_LEVEL: 'warn',
      // The browser tests sign in as the demo readers, also in CI's PostgreSQL pass (NODE_ENV unset + DATABASE_URL
      // counts as production and would not seed them).
      SEED_DEMO_READERS: 'true',
      // every browser of the run registers from 127.0.0.1: more new readers in an hour than one address may make
      REGISTRATIONS_PER_IP_PER_HOUR: '200',
      // … and asks for reset, verification and e-mail change links from there
      RECOVERY_REQUESTS_PER_IP: '200',
      FRAME_ANCESTORS: partnerOrigin,
      OAUTH_PROVIDERS: JSON.stringify({
        [oauthProviderName]: {
          authorizeUrl: `${oauthProviderOrigin}/authorize`,
          tokenUrl: `${oauthProviderOrigin}/token`,
          userinfoUrl: `${oauthProviderOrigin}/userinfo`,
          label: 'Test-Konto',
          ...oauthClient,
        },
      }),
    },
  },
});
