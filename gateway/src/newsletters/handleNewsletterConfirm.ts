import type { Mandator } from '@news/config/mandators';
import type { RequestHandler } from 'express';
import { csrfCheckFailed, isSameOrigin } from '../auth/requireSameOrigin';
import type { NewsletterClient } from './createNewsletterClient';
import { newsletterLinkToken } from './newsletterLinkToken';
import { sendNewsletterPage } from './newsletterPage';
import { newsletterPageLinks } from './newsletterPageLinks';
import { sendIncompleteLink } from './sendIncompleteLink';

/**
 * POST /newsletter/bestaetigen: the button of the confirmation page confirms the subscription (only from this
 * site's page). Confirmed before: says so. Unknown link: 404, expired: 410, each with a German page.
 */
export function handleNewsletterConfirm(client: NewsletterClient): RequestHandler {
  return async (req, res) => {
    const mandator = res.locals.mandator as Mandator;
    if (!isSameOrigin(req)) {
      res.status(403).json(csrfCheckFailed);
      return;
    }
    const token = newsletterLinkToken(req);
    if (!token) return sendIncompleteLink(res, mandator);
    const answer = await client.confirm(mandator.id, token);
    if (answer.ok) {
      const { title, unchanged } = answer.value;
      sendNewsletterPage(res, 200, mandator, {
        title: unchanged ? 'Bereits bestätigt' : 'Vielen Dank!',
        paragraphs: [
          unchanged
            ? `Ihre Anmeldung für „${title}“ war bereits bestätigt. Sie erhalten den Newsletter.`
            : `Ihre Anmeldung für „${title}“ ist bestätigt. Sie erhalten den Newsletter ab der nächsten Ausgabe.`,
          'Jede Ausgabe enthält einen Link, mit dem Sie sich jederzeit wieder abmelden können.',
        ],
        links: [newsletterPageLinks.portal, newsletterPageLinks.list],
      });
      return;
    }
    const { status, code, message } = answer.error;
    sendNewsletterPage(res, status, mandator, {
      title:
        code === 'newsletter_confirmation_expired'
          ? 'Link abgelaufen'
          : status === 404
            ? 'Link ungültig'
            : 'Bestätigung nicht möglich',
      paragraphs: [message],
      links: [newsletterPageLinks.list],
    });
  };
}
