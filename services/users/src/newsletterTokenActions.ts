import type { NewsletterTokenAnswer } from '@news/contracts/newsletterSubscriptions';
import type { Db } from '@news/db/createDb';
import { hashToken, type UnsubscribeTokens } from './newsletterTokens';
import { UserApiError } from './UserApiError';

type Row = { newsletter: string; newsletter_title: string; state: string; expired: boolean };

const invalidLink = () =>
  new UserApiError(
    404,
    'newsletter_link_invalid',
    'Dieser Link ist ungültig. Bitte verwenden Sie den vollständigen Link aus unserer E-Mail.',
  );

/**
 * The confirmation link: a pending subscription (link not expired) becomes `confirmed`; again, it stays so
 * (`unchanged`). Unknown token (or one of another brand, or of an unsubscribed address): 404; expired: 410.
 */
export async function confirmNewsletter(
  db: Db,
  mandator: string,
  token: string,
): Promise<NewsletterTokenAnswer> {
  const tokenHash = hashToken(token);
  const updated = await db.query<Row>(
    `update users.newsletter_subscriptions
     set state = 'confirmed', confirmed_at = now(), updated_at = now()
     where confirm_token_hash = $1 and mandator = $2 and state = 'pending' and confirm_expires_at > now()
     returning newsletter, newsletter_title, state, false as expired`,
    [tokenHash, mandator],
  );
  const done = updated.rows[0];
  if (done)
    return {
      newsletter: done.newsletter,
      title: done.newsletter_title,
      state: 'confirmed',
      unchanged: false,
    };
  const { rows } = await db.query<Row>(
    `select newsletter, newsletter_title, state, confirm_expires_at <= now() as expired
     from users.newsletter_subscriptions where confirm_token_hash = $1 and mandator = $2`,
    [tokenHash, mandator],
  );
  const row = rows[0];
  if (!row) throw invalidLink();
  if (row.state === 'confirmed')
    return { newsletter: row.newsletter, title: row.newsletter_title, state: 'confirmed', unchanged: true };
  throw new UserApiError(
    410,
    'newsletter_confirmation_expired',
    'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich noch einmal für den Newsletter an; Sie erhalten dann einen neuen Link.',
  );
}

/**
 * The unsubscribe link of every mail (no login): the subscription becomes `unsubscribed` and its confirmation link
 * stops working; again, it stays so (`unchanged`). A token that is not ours, or of another brand: 404.
 */
export async function unsubscribeNewsletter(
  db: Db,
  tokens: UnsubscribeTokens,
  mandator: string,
  token: string,
): Promise<NewsletterTokenAnswer> {
  const id = tokens.read(token);
  if (!id) throw invalidLink();
  const updated = await db.query<Row>(
    `update users.newsletter_subscriptions
     set state = 'unsubscribed', unsubscribed_at = now(), updated_at = now(),
         confirm_token_hash = null, confirm_expires_at = null
     where id = $1 and mandator = $2 and state <> 'unsubscribed'
     returning newsletter, newsletter_title, state, false as expired`,
    [id, mandator],
  );
  const done = updated.rows[0];
  if (done)
    return {
      newsletter: done.newsletter,
      title: done.newsletter_title,
      state: 'unsubscribed',
      unchanged: false,
    };
  const { rows } = await db.query<Row>(
    `select newsletter, newsletter_title, state, false as expired
     from users.newsletter_subscriptions where id = $1 and mandator = $2`,
    [id, mandator],
  );
  const row = rows[0];
  if (!row) throw invalidLink();
  return { newsletter: row.newsletter, title: row.newsletter_title, state: 'unsubscribed', unchanged: true };
}
