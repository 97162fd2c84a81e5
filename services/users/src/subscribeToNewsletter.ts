import type { Db } from '@news/db/createDb';
import type { Mailer } from '@news/mailer/Mailer';
import { buildNewsletterConfirmationMail } from './newsletterMails';
import { createConfirmToken, hashToken, type UnsubscribeTokens } from './newsletterTokens';

export type NewsletterSubscribeDeps = {
  db: Db;
  mailer: Mailer;
  unsubscribeTokens: UnsubscribeTokens;
  /** How long a confirmation link is valid. */
  confirmationTtlHours: number;
};

/**
 * Starts (or renews) the double opt-in of one address for one newsletter of a brand: a new subscription, a pending
 * one (new link, the old one stops working) and an unsubscribed one become `pending`, and the confirmation mail goes
 * out after the row is stored. A confirmed subscription stays as it is and no mail is sent. Answers the state.
 * Pending requests that expired a month ago are removed on the way.
 */
export async function subscribeToNewsletter(
  deps: NewsletterSubscribeDeps,
  req: {
    mandator: string;
    newsletter: string;
    title: string;
    email: string;
    ssoId?: string;
    baseUrl: string;
  },
): Promise<'pending' | 'confirmed'> {
  const { db } = deps;
  const email = req.email.trim().toLowerCase();
  const token = createConfirmToken();
  const tokenHash = hashToken(token);
  await db.query(
    `delete from users.newsletter_subscriptions
     where state = 'pending' and confirm_expires_at < now() - interval '30 days'`,
  );
  const { rows } = await db.query<{ id: string; state: 'pending' | 'confirmed'; needs_mail: boolean }>(
    `insert into users.newsletter_subscriptions as s
       (mandator, newsletter, newsletter_title, email, sso_id, state, confirm_token_hash, confirm_expires_at)
     values ($1, $2, $3, $4, $5, 'pending', $6, now() + make_interval(hours => $7))
     on conflict (mandator, newsletter, email) do update set
       newsletter_title = excluded.newsletter_title,
       sso_id = coalesce(excluded.sso_id, s.sso_id),
       state = case when s.state = 'confirmed' then 'confirmed' else 'pending' end,
       confirm_token_hash = case when s.state = 'confirmed' then s.confirm_token_hash else excluded.confirm_token_hash end,
       confirm_expires_at = case when s.state = 'confirmed' then s.confirm_expires_at else excluded.confirm_expires_at end,
       updated_at = case when s.state = 'confirmed' then s.updated_at else now() end
     returning id::text as id, state, confirm_token_hash = $6 as needs_mail`,
    [req.mandator, req.newsletter, req.title, email, req.ssoId ?? null, tokenHash, deps.confirmationTtlHours],
  );
  const row = rows[0];
  if (!row) throw new Error('newsletter subscription not stored');
  if (row.needs_mail) {
    await deps.mailer.sendMail(
      buildNewsletterConfirmationMail({
        to: email,
        title: req.title,
        baseUrl: req.baseUrl,
        confirmToken: token,
        unsubscribeToken: deps.unsubscribeTokens.sign(row.id),
        validHours: deps.confirmationTtlHours,
      }),
    );
  }
  return row.state;
}
