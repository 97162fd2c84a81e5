import { demoReaderSsoIds, type DemoReaderEmail } from '@news/config/demoReaders';
import type { Salutation } from '@news/contracts/identityApi';
import type { IdentityRole } from '@news/contracts/identityToken';
import type { Db } from '@news/db/createDb';
import { hashPassword } from './hashPassword';

export const DEMO_READER_PASSWORD = 'Demo-Passwort-2026';
/** Tag of the demo tag subscription (PLUS-TAG-{id}) unless plusTagId is passed; 1 = Politik in the seed tags. */
export const DEFAULT_DEMO_PLUS_TAG_ID = 1;

type DemoReader = {
  email: DemoReaderEmail;
  ssoId: string;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  roles: IdentityRole[];
};

export function demoReaders(plusTagId: number = DEFAULT_DEMO_PLUS_TAG_ID): DemoReader[] {
  const reader = (
    email: DemoReaderEmail,
    salutation: Salutation,
    firstName: string,
    lastName: string,
    roles: IdentityRole[],
    emailVerified = true,
  ): DemoReader => ({
    email,
    ssoId: demoReaderSsoIds[email],
    salutation,
    firstName,
    lastName,
    roles,
    emailVerified,
  });
  return [
    reader('leser@example.com', 'Frau', 'Lena', 'Leser', []),
    reader('neu@example.com', 'Herr', 'Nils', 'Neumann', [], false),
    reader('plus@example.com', 'Frau', 'Paula', 'Plus', ['PLUS_USER']),
    reader('epaper@example.com', 'Herr', 'Emil', 'Papier', ['EPAPER_USER']),
    reader('pur@example.com', 'Divers', 'Pat', 'Purmann', ['PUR_USER']),
    reader('wallet@example.com', 'Frau', 'Wanda', 'Wallet', ['WALLET_USER']),
    reader('tag@example.com', 'none', 'Theo', 'Tagmann', [`PLUS-TAG-${plusTagId}`]),
  ];
}

/**
 * Adds the demo readers (password DEMO_READER_PASSWORD) that are missing and keeps the roles and the fixed ssoIds
 * (packages/config demoReaders, shared with the payments service) of existing ones in line. Idempotent; the
 * password is hashed only when a reader is missing.
 */
export async function seedDemoReaders(
  db: Db,
  opts: { plusTagId?: number; scryptLogN?: number } = {},
): Promise<number> {
  if (opts.plusTagId !== undefined && (!Number.isSafeInteger(opts.plusTagId) || opts.plusTagId < 1)) {
    throw new Error('identity: plusTagId must be a positive integer');
  }
  const readers = demoReaders(opts.plusTagId);
  const { rows } = await db.query<{ email: string }>(
    'select lower(email) as email from identity.accounts where lower(email) = any($1::text[])',
    [readers.map((r) => r.email)],
  );
  const existing = new Set(rows.map((r) => r.email));
  const missing = readers.filter((r) => !existing.has(r.email));
  const hash = missing.length > 0 ? await hashPassword(DEMO_READER_PASSWORD, opts.scryptLogN) : null;
  let added = 0;
  await db.transaction(async (tx) => {
    for (const r of readers) {
      if (existing.has(r.email)) {
        await tx.query(
          `update identity.accounts set roles = $2, sso_id = $3
            where lower(email) = $1 and (roles <> $2 or sso_id <> $3)`,
          [r.email, r.roles, r.ssoId],
        );
        continue;
      }
      const inserted = await tx.query(
        `insert into identity.accounts
           (sso_id, email, salutation, first_name, last_name, password_hash, email_verified, roles)
         values ($8, $1, $2, $3, $4, $5, $6, $7)
         on conflict do nothing returning id`,
        [r.email, r.salutation, r.firstName, r.lastName, hash, r.emailVerified, r.roles, r.ssoId],
      );
      added += inserted.rows.length;
    }
  });
  return added;
}
