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
