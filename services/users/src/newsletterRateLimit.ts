import type { Db } from '@news/db/createDb';
import { hashToken } from './newsletterTokens';

/** Subscription requests allowed per hour: per client address, and per e-mail address (each one sends a mail). */
export type NewsletterLimits = { perIpPerHour: number; perAddressPerHour: number };

export const defaultNewsletterLimits: NewsletterLimits = { perIpPerHour: 20, perAddressPerHour: 5 };

/**
 * Counts one request for `key` in the current hour and answers whether it is within `limit`. Kept in the database,
 * so the limit holds across replicas and restarts; windows older than a day are dropped on the way. E-mail
 * addresses are counted by their hash.
 */
export async function withinLimit(db: Db, key: string, limit: number): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>(
    `insert into users.newsletter_request_counts (key, window_start, count)
     values ($1, date_trunc('hour', now()), 1)
     on conflict (key, window_start) do update set count = users.newsletter_request_counts.count + 1
     returning count`,
    [hashToken(key)],
  );
  await db.query(`delete from users.newsletter_request_counts where window_start < now() - interval '1 day'`);
  return (rows[0]?.count ?? Infinity) <= limit;
}
