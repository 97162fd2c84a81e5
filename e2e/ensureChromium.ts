/**
 * Runs before the browser tests (npm test, npm run test:e2e, npm run test:data-layer): makes sure the Chromium they
 * drive is there. Playwright's own browser download is not available here, so the tests use Debian's Chromium.
 * Missing, and running as root where apt-get exists (CI, a fresh container or VM), it installs Debian's chromium
 * package itself; otherwise it stops and says what to do. A CHROMIUM_PATH that names no executable is never
 * "repaired": it stops.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chromiumPath, DEBIAN_CHROMIUM } from './chromiumPath';

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function fail(reason: string): never {
  console.error(
    `\n[e2e] ${reason}\n` +
      "[e2e] The browser tests need Chromium. Install Debian's package as root (apt-get install -y chromium), or\n" +
      '[e2e] point CHROMIUM_PATH at a Chromium or Chrome binary (CHROMIUM_PATH=/path/to/chrome npm test).\n',
  );
  process.exit(1);
}

const wanted = chromiumPath();
if (!executable(wanted)) {
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${wanted} is no executable file.`);
  const apt = ['/usr/bin/apt-get', '/bin/apt-get'].find(executable);
  if (process.getuid?.() !== 0 || apt === undefined)
    fail(`${DEBIAN_CHROMIUM} is missing, and installing it needs root and apt-get.`);
  console.log(`[e2e] ${DEBIAN_CHROMIUM} is missing: installing Debian's chromium package (about a minute)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync(apt, ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync(apt, ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env,
    });
  } catch (err) {
    fail(`apt-get could not install chromium: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!executable(DEBIAN_CHROMIUM)) fail(`apt-get ran, but ${DEBIAN_CHROMIUM} is still missing.`);
  console.log(`[e2e] installed ${DEBIAN_CHROMIUM}`);
}
