import { randomUUID } from 'node:crypto';
import {
  identityUserSchema,
  salutationSchema,
  type IdentityUser,
  type Salutation,
} from '@news/contracts/identityApi';
import { identityRoleSchema, type IdentityRole } from '@news/contracts/identityToken';
import type { DbTx } from '@news/db/createDb';

/** A row of identity.accounts. */
export type AccountRow = {
  id: number;
  sso_id: string;
  email: string;
  salutation: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  email_verified: boolean;
  roles: string[];
};

/**
 * `roles`: the account's own roles and those its purchases grant now (identity.role_grants, payments webhook), each
 * once.
 */
const COLUMNS = `id, sso_id, email, salutation, first_name, last_name, password_hash, email_verified,
  array(select r from (select unnest(roles) union select g.role from identity.role_grants g
          where g.sso_id = identity.accounts.sso_id and (g.valid_until is null or g.valid_until > now())) as x(r)
        order by r) as roles`;

export async function findAccountByEmail(db: DbTx, email: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `select ${COLUMNS} from identity.accounts where lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

export async function findAccountById(db: DbTx, id: number): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`select ${COLUMNS} from identity.accounts where id = $1`, [id]);
  return rows[0];
}

export async function findAccountBySsoId(db: DbTx, ssoId: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`select ${COLUMNS} from identity.accounts where sso_id = $1`, [
    ssoId,
  ]);
  return rows[0];
}

export type NewAccount = {
  email: string;
  /** Absent: not asked yet (stored as null). */
  salutation?: Salutation;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  emailVerified: boolean;
  roles?: IdentityRole[];
};

/** Inserts an account; a taken e-mail (any case) answers undefined. */
export async function insertAccount(db: DbTx, a: NewAccount): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `insert into identity.accounts
       (sso_id, email, salutation, first_name, last_name, password_hash, email_verified, roles)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict do nothing
     returning ${COLUMNS}`,
    [
      randomUUID(),
      a.email.toLowerCase(),
      a.salutation ?? null,
      a.firstName,
      a.lastName,
      a.passwordHash,
      a.emailVerified,
      a.roles ?? [],
    ],
  );
  return rows[0];
}

export async function updatePasswordHash(db: DbTx, accountId: number, hash: string | null): Promise<void> {
  await db.query('update identity.accounts set password_hash = $2, updated_at = now() where id = $1', [
    accountId,
    hash,
  ]);
}

/** Sets the given profile fields; the others stay as they are. */
export async function updateProfile(
  db: DbTx,
  accountId: number,
  p: { salutation?: string; firstName?: string; lastName?: string },
): Promise<void> {
  await db.query(
    `update identity.accounts set salutation = coalesce($2, salutation), first_name = coalesce($3, first_name),
       last_name = coalesce($4, last_name), updated_at = now() where id = $1`,
    [accountId, p.salutation ?? null, p.firstName ?? null, p.lastName ?? null],
  );
}

export async function markEmailVerified(db: DbTx, accountId: number): Promise<void> {
  await db.query('update identity.accounts set email_verified = true, updated_at = now() where id = $1', [
    accountId,
  ]);
}

/** Only role names of spec §6 leave the service; anything else in the column is dropped. */
export function accountRoles(row: AccountRow): IdentityRole[] {
  return (row.roles ?? []).filter((r): r is IdentityRole => identityRoleSchema.safeParse(r).success);
}

/** The public user record (GET /users/me). */
export function toUser(row: AccountRow): IdentityUser {
  const salutation = salutationSchema.safeParse(row.salutation);
  return identityUserSchema.parse({
    ssoId: row.sso_id,
    email: row.email,
    emailVerified: row.email_verified,
    salutation: salutation.success ? salutation.data : null,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: accountRoles(row),
  });
}

/** Switches the account to a confirmed new address; answers false when another account holds it meanwhile. */
export async function updateEmail(db: DbTx, accountId: number, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `update identity.accounts set email = $2, email_verified = true, updated_at = now()
      where id = $1 and not exists (select 1 from identity.accounts where lower(email) = lower($2) and id <> $1)
      returning id`,
    [accountId, email.toLowerCase()],
  );
  return rows.length > 0;
}

/** Deletes the account; its sign-in identities, codes and refresh tokens go with it (on delete cascade). */
export async function deleteAccount(db: DbTx, accountId: number): Promise<void> {
  await db.query('delete from identity.accounts where id = $1', [accountId]);
}
