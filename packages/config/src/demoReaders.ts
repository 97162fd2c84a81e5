/**
 * The demo readers' fixed ssoIds (README "Demo readers"). The identity service seeds the accounts with them and the
 * payments service seeds the wallet reader's customer under the same ssoId, without either knowing the other.
 */
export const demoReaderSsoIds = {
  'leser@example.com': 'de300000-0000-4000-8000-000000000001',
  'neu@example.com': 'de300000-0000-4000-8000-000000000002',
  'plus@example.com': 'de300000-0000-4000-8000-000000000003',
  'epaper@example.com': 'de300000-0000-4000-8000-000000000004',
  'pur@example.com': 'de300000-0000-4000-8000-000000000005',
  'wallet@example.com': 'de300000-0000-4000-8000-000000000006',
  'tag@example.com': 'de300000-0000-4000-8000-000000000007',
} as const;
export type DemoReaderEmail = keyof typeof demoReaderSsoIds;

/**
 * Whether the demo readers (known password!) are seeded: `SEED_DEMO_READERS=true` always, `false` never; otherwise
 * only outside production. Production is `NODE_ENV=production`, and also an unset NODE_ENV with a database server
 * (`DATABASE_URL`), as everywhere else unset counts as production. The one exception is the local demo: unset
 * NODE_ENV on the embedded database (`npm start`) seeds them. Any other SEED_DEMO_READERS value is an error.
 */
export function shouldSeedDemoReaders(env: Record<string, string | undefined>): boolean {
  const flag = env.SEED_DEMO_READERS?.trim() ?? '';
  if (flag === 'true') return true;
  if (flag === 'false') return false;
  if (flag !== '') throw new Error(`SEED_DEMO_READERS must be true or false, got "${flag}"`);
  const nodeEnv = env.NODE_ENV?.trim() ?? '';
  if (nodeEnv === '') return !env.DATABASE_URL?.trim();
  return nodeEnv !== 'production';
}
