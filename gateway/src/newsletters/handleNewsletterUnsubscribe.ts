import type { Mandator } from '@news/config/mandators';
import type { RequestHandler } from 'express';
import { csrfCheckFailed, isSameOrigin } from '../auth/requireSameOrigin';
import type { NewsletterClient } from './createNewsletterClient';
import { newsletterLinkToken } from './newsletterLinkToken';
import { sendNewsletterPage } from './newsletterPage';
import { newsletterPageLinks } from './newsletterPageLinks';
import { sendIncompleteLink } from './sendIncompleteLink';

/**
 * POST /newsletter/abmelden: unsubscribes (again: says it was done before). A mail program's one-click unsubscribe
 * (RFC 8058: `List-Unsubscribe=One-Click` posted to the link from the `List-Unsubscribe` header) is accepted from
 * anywhere; every other post must come from this site's page.
 */
export function handleNewsletterUnsubscribe(client: NewsletterClient): RequestHandler {
  return async (req, res) => {
    const mandator = res.locals.mandator as Mandator;
    const oneClick = (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
    if (!oneClick && !isSameOrigin(req)) {
      res.status(403).json(csrfCheckFailed);
      return;
    }
    const token = newsletterLinkToken(req);
    if (!token) return sendIncompleteLink(res, mandator);
    const answer = await client.unsubscribe(mandator.id, token);
    if (answer.ok) {
      const { title, unchanged } = answer.value;
      sendNewsletterPage(res, 200, mandator, {
        title: unchanged ? 'Bereits abgemeldet' : 'Abgemeldet',
        paragraphs: [
          unchanged
            ? `Sie waren bereits vom Newsletter „${title}“ abgemeldet. Sie erhalten ihn nicht mehr.`
            : `Sie sind vom Newsletter „${title}“ abgemeldet und erhalten ihn nicht mehr.`,
          'Sie können ihn jederzeit wieder abonnieren.',
        ],
        links: [newsletterPageLinks.list, newsletterPageLinks.portal],
      });
      return;
    }
    sendNewsletterPage(res, answer.error.status, mandator, {
      title: answer.error.status === 404 ? 'Link ungültig' : 'Abmeldung nicht möglich',
      paragraphs: [answer.error.message],
      links: [newsletterPageLinks.list, newsletterPageLinks.portal],
    });
  };
}
