import { execFileSync } from 'node:child_process';

/** Creates the database of `databaseUrl` on its server when it does not exist yet (psql and createdb). */
export function ensurePostgresDatabase(databaseUrl: string): void {
  const url = new URL(databaseUrl);
  const name = url.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const args = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  const exists = execFileSync(
    'psql',
    [...args, '-d', 'postgres', '-tAc', `select 1 from pg_database where datname = '${name}'`],
    {
      encoding: 'utf8',
    },
  ).trim();
  if (exists !== '1') execFileSync('createdb', [...args, name]);
}
