import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const configFile = path.join(root, '.dependency-cruiser.cjs');
const fixtures = path.join(__dirname, 'boundary-fixtures');

type Violation = { from: string; to: string; rule: { name: string; severity: string } };

/**
 * Runs dependency-cruiser with the repository's rules (what `npm run lint` runs) on the miniature in
 * scripts/boundary-fixtures: the same folder names as the repository, one deliberately wrong import per file named
 * after the rule it breaks, and the imports the rules must allow beside them.
 */
function cruiseFixtures(outputType: 'err' | 'json') {
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      '--config',
      configFile,
      '--ts-config',
      'tsconfig.json',
      '--output-type',
      outputType,
      '.',
    ],
    { cwd: fixtures, encoding: 'utf8' },
  );
}

function violationsOf(report: string): string[] {
  const { summary } = JSON.parse(report) as { summary: { violations: Violation[] } };
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('the boundary rules (.dependency-cruiser.cjs)', () => {
  const violations = violationsOf(cruiseFixtures('json').stdout);

  it('fail the lint run on a wrong import (the report lint prints, and its exit code)', () => {
    const lint = cruiseFixtures('err');
    expect(lint.stdout).toContain(
      'error gateway-to-service-public-api-only: gateway/src/importsServiceInternal.ts',
    );
    expect(lint.status).toBe(violations.length);
  });

  it('find exactly the wrong imports, one per rule class, and let every right one pass', () => {
    expect(violations).toEqual(
      [
        'remote-not-to-remote: shell/src/importsRemote.ts -> mf-articles/src/pageKey.ts',
        'remote-not-to-server: mf-articles/src/importsGateway.ts -> gateway/src/createGateway.ts',
        'remote-not-to-server: mf-articles/src/importsService.ts -> services/content/src/createContentService.ts',
        'service-not-to-service: services/identity/src/importsOtherService.ts -> services/content/src/createContentService.ts',
        'service-not-to-gateway: services/identity/src/importsGateway.ts -> gateway/src/createGateway.ts',
        'gateway-to-service-public-api-only: gateway/src/importsServiceInternal.ts -> services/identity/src/oauthState.ts',
        'package-not-to-app: packages/ui/src/importsRemote.ts -> mf-articles/src/pageKey.ts',
        'package-not-to-app: packages/db/src/importsService.ts -> services/content/src/createContentService.ts',
        'test-helper-from-tests-only: gateway/src/importsTestHelper.ts -> packages/db/src/createTestDb.ts',
        'test-helper-from-tests-only: mf-articles/src/importsTestingFolder.ts -> mf-articles/src/testing/fixtures.ts',
        'not-to-unresolvable: packages/contracts/src/importsMissing.ts -> @news/contracts/doesNotExist',
      ].sort(),
    );
  });

  it('have a wrong import in the fixtures for every rule', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(configFile) as { forbidden: { name: string }[] };
    const broken = new Set(violations.map((v) => v.split(':')[0]));
    expect(config.forbidden.map((rule) => rule.name).filter((name) => !broken.has(name))).toEqual([]);
  });
});
