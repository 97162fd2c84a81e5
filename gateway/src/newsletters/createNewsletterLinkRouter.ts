import type { Mandator } from '@news/config/mandators';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@news/contracts/newsletterSubscriptions';
import express, { type Response, type Router } from 'express';
import type { SelfRequest } from '../upstream/selfRequest';
import { createNewsletterClient } from './createNewsletterClient';
import { handleNewsletterConfirm } from './handleNewsletterConfirm';
import { handleNewsletterUnsubscribe } from './handleNewsletterUnsubscribe';
import { newsletterLinkToken } from './newsletterLinkToken';
import { sendNewsletterPage } from './newsletterPage';
import { sendIncompleteLink } from './sendIncompleteLink';

/**
 * The pages behind the mails' links, with no login:
 * - `GET /newsletter/bestaetigen?token=` shows a button; its `POST` confirms (a link scanner that opens the link
 *   confirms nothing). Confirmed before: says so. Unknown link: 404, expired: 410, each with a German page.
 * - `GET /newsletter/abmelden?token=` shows a button; its `POST` unsubscribes (again: says it was done before).
 *   A mail program's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` posted to the link from the
 *   `List-Unsubscribe` header) is accepted from anywhere; every other post must come from this site's page.
 */
export function createNewsletterLinkRouter(deps: { self: SelfRequest }): Router {
  const client = createNewsletterClient(deps.self);
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '2kb' });
  const mandatorOf = (res: Response) => res.locals.mandator as Mandator;

  router.get(NEWSLETTER_CONFIRM_PATH, (req, res) => {
    const token = newsletterLinkToken(req);
    if (!token) return sendIncompleteLink(res, mandatorOf(res));
    sendNewsletterPage(res, 200, mandatorOf(res), {
      title: 'Newsletter-Anmeldung bestätigen',
      paragraphs: ['Bitte bestätigen Sie, dass Sie den Newsletter an diese E-Mail-Adresse erhalten möchten.'],
      form: { action: NEWSLETTER_CONFIRM_PATH, token, button: 'Anmeldung bestätigen' },
    });
  });

  router.post(NEWSLETTER_CONFIRM_PATH, form, handleNewsletterConfirm(client));

  router.get(NEWSLETTER_UNSUBSCRIBE_PATH, (req, res) => {
    const token = newsletterLinkToken(req);
    if (!token) return sendIncompleteLink(res, mandatorOf(res));
    sendNewsletterPage(res, 200, mandatorOf(res), {
      title: 'Newsletter abbestellen',
      paragraphs: [
        'Möchten Sie diesen Newsletter nicht mehr erhalten? Ein Klick genügt, eine Anmeldung ist nicht nötig.',
      ],
      form: { action: NEWSLETTER_UNSUBSCRIBE_PATH, token, button: 'Newsletter abbestellen' },
    });
  });

  router.post(NEWSLETTER_UNSUBSCRIBE_PATH, form, handleNewsletterUnsubscribe(client));

  return router;
}
