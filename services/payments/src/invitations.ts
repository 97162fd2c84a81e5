import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { MandatorId } from '@news/config/mandators';
import type { IdentityClaims } from '@news/contracts/identityToken';
import type { Invitation, InvitationsOverview, Trial } from '@news/contracts/sellApi';
import { invitationCreatedSchema } from '@news/contracts/webhooks';
import type { Db, DbTx } from '@news/db/createDb';
import type { Outbox } from '@news/outbox/createOutbox';
import { enqueueRoleGrant } from './checkout';
import { PaymentsHttpError } from './PaymentsHttpError';

/** How invitations are bounded: so many per reader in 30 days, a link valid so long, a trial of so many days. */
export type InvitationRules = { perThirtyDays: number; validDays: number; trialDays: number };
export const DEFAULT_INVITATION_RULES: InvitationRules = { perThirtyDays: 5, validDays: 14, trialDays: 30 };

const TRIAL_ROLE = 'PLUS_USER';

const iso = (value: Date | string) => new Date(value).toISOString();
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const isPlus = (claims: IdentityClaims) => claims.roles.includes(TRIAL_ROLE);

type InvitationRow = {
  invitation_id: string;
  email: string;
  created_at: Date | string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
};

const toInvitation = (r: InvitationRow): Invitation => ({
  invitationId: r.invitation_id,
  email: r.email,
  createdAt: iso(r.created_at),
  expiresAt: iso(r.expires_at),
  acceptedAt: r.accepted_at ? iso(r.accepted_at) : null,
});

async function sentInLast30Days(db: DbTx, ssoId: string, mandator: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from payments.invitations
     where inviter_sso_id = $1 and mandator = $2 and created_at > now() - interval '30 days'`,
    [ssoId, mandator],
  );
  return rows[0]?.n ?? 0;
}

/** The reader's invitations in this brand, newest first, and whether (plus) and how often they may still invite. */
export async function invitationsOverview(
  db: Db,
  rules: InvitationRules,
  claims: IdentityClaims,
  mandator: MandatorId,
): Promise<InvitationsOverview> {
  const ssoId = claims.sub.toLowerCase();
  const { rows } = await db.query<InvitationRow>(
    `select invitation_id, email, created_at, expires_at, accepted_at from payments.invitations
     where inviter_sso_id = $1 and mandator = $2 order by created_at desc, invitation_id limit 50`,
    [ssoId, mandator],
  );
  const sent = await sentInLast30Days(db, ssoId, mandator);
  return {
    canInvite: isPlus(claims),
    limit: rules.perThirtyDays,
    remaining: Math.max(0, rules.perThirtyDays - sent),
    trialDays: rules.trialDays,
    invitations: rows.map(toInvitation),
  };
}

/**
 * A plus reader invites a friend (POST …/invitations): only with PLUS_USER in the token (403), not themselves (400),
 * not an address that had its trial (409), at most `perThirtyDays` in 30 days (429; the count runs under a lock on
 * the reader, so parallel invitations never pass it). The identity service sends the mail with the link
 * (`invitation.created` through the outbox); only the token's hash is kept.
 */
export async function createInvitation(
  db: Db,
  roleOutbox: Outbox,
  rules: InvitationRules,
  input: { claims: IdentityClaims; mandator: MandatorId; email: string },
): Promise<Invitation> {
  const { claims, mandator, email } = input;
  const ssoId = claims.sub.toLowerCase();
  if (!isPlus(claims)) throw new PaymentsHttpError('invitation_plus_only');
  if (email === claims.email.toLowerCase()) throw new PaymentsHttpError('invitation_self');
  return db.transaction(async (tx) => {
    // one reader's invitations one after the other: the count below holds
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`invite:${ssoId}`]);
    if ((await sentInLast30Days(tx, ssoId, mandator)) >= rules.perThirtyDays)
      throw new PaymentsHttpError('invitation_limit_reached');
    const trial = await tx.query('select 1 from payments.trials where mandator = $1 and email = $2', [
      mandator,
      email,
    ]);
    if (trial.rows.length > 0) throw new PaymentsHttpError('invitation_trial_used');
    const token = randomBytes(32).toString('base64url');
    const invitationId = `I-${randomUUID()}`;
    const { rows } = await tx.query<InvitationRow>(
      `insert into payments.invitations (invitation_id, mandator, inviter_sso_id, email, token_hash, created_at,
         expires_at)
       values ($1, $2, $3, $4, $5, date_trunc('milliseconds', now()),
         date_trunc('milliseconds', now()) + ($6::int * interval '1 day'))
       returning invitation_id, email, created_at, expires_at, accepted_at`,
      [invitationId, mandator, ssoId, email, hashToken(token), rules.validDays],
    );
    const invitation = rows[0];
    if (!invitation) throw new Error('invite: the new invitation is missing');
    await roleOutbox.enqueue(
      tx,
      invitationCreatedSchema.parse({
        id: randomUUID(),
        type: 'invitation.created',
        occurredAt: new Date().toISOString(),
        data: {
          invitationId,
          email,
          inviterFirstName: (claims.given_name ?? '').slice(0, 100),
          token,
          trialDays: rules.trialDays,
          expiresAt: iso(invitation.expires_at),
        },
      }),
    );
    return toInvitation(invitation);
  });
}

/**
 * The invited friend accepts (POST …/invitations/accept) with the link's token, logged in with the invited address
 * (403 for another): plus for `trialDays`, granted like a purchase through the identity service with its end date,
 * so it ends by itself. Once per invitation (409) and once per address and brand (409), unknown 404, expired 410.
 */
export async function acceptInvitation(
  db: Db,
  roleOutbox: Outbox,
  rules: InvitationRules,
  input: { claims: IdentityClaims; mandator: MandatorId; token: string },
): Promise<Trial> {
  const ssoId = input.claims.sub.toLowerCase();
  const email = input.claims.email.toLowerCase();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      invitation_id: string;
      email: string;
      expired: boolean;
      accepted_at: Date | string | null;
    }>(
      `select invitation_id, email, expires_at <= now() as expired, accepted_at from payments.invitations
       where token_hash = $1 and mandator = $2 for update`,
      [hashToken(input.token), input.mandator],
    );
    const invitation = rows[0];
    if (!invitation) throw new PaymentsHttpError('invitation_unknown');
    if (invitation.accepted_at) throw new PaymentsHttpError('invitation_used');
    if (invitation.expired) throw new PaymentsHttpError('invitation_expired');
    if (invitation.email !== email) throw new PaymentsHttpError('invitation_other_address');
    const trial = await tx.query<{ valid_until: Date | string }>(
      `insert into payments.trials (mandator, email, sso_id, invitation_id, valid_until)
       values ($1, $2, $3, $4, date_trunc('milliseconds', now()) + ($5::int * interval '1 day'))
       on conflict (mandator, email) do nothing
       returning valid_until`,
      [input.mandator, email, ssoId, invitation.invitation_id, rules.trialDays],
    );
    const started = trial.rows[0];
    if (!started) throw new PaymentsHttpError('invitation_trial_used');
    await tx.query(
      'update payments.invitations set accepted_by = $2, accepted_at = now() where invitation_id = $1',
      [invitation.invitation_id, ssoId],
    );
    const validUntil = iso(started.valid_until);
    await enqueueRoleGrant(tx, roleOutbox, {
      grantId: `T-${invitation.invitation_id.slice(2)}`,
      ssoId,
      role: TRIAL_ROLE,
      validUntil,
    });
    return { role: TRIAL_ROLE, validUntil };
  });
}
