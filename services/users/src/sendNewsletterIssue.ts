import type { NewsletterIssueRequest } from '@news/contracts/newsletterSubscriptions';
import type { Db } from '@news/db/createDb';
import type { Mailer } from '@news/mailer/Mailer';
import { buildNewsletterIssueMail } from './newsletterMails';
import type { UnsubscribeTokens } from './newsletterTokens';

/**
 * Sends one issue of a newsletter to its confirmed subscribers in the brand, and to no one else (pending and
 * unsubscribed addresses get nothing). Each mail carries the subscription's own unsubscribe link and header.
 * Answers how many mails went out.
 */
export async function sendNewsletterIssue(
  deps: { db: Db; mailer: Mailer; unsubscribeTokens: UnsubscribeTokens },
  mandator: string,
  newsletter: string,
  issue: NewsletterIssueRequest,
): Promise<number> {
  const { rows } = await deps.db.query<{ id: string; email: string }>(
    `select id::text as id, email from users.newsletter_subscriptions
     where mandator = $1 and newsletter = $2 and state = 'confirmed' order by id`,
    [mandator, newsletter],
  );
  for (const row of rows) {
    await deps.mailer.sendMail(
      buildNewsletterIssueMail({
        to: row.email,
        title: issue.title,
        subject: issue.subject,
        text: issue.text,
        baseUrl: issue.baseUrl,
        unsubscribeToken: deps.unsubscribeTokens.sign(row.id),
      }),
    );
  }
  return rows.length;
}
