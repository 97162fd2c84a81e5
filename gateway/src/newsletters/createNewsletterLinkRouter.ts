import type { Mandator } from '@news/config/mandators';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterTokenBodySchema,
} from '@news/contracts/newsletterSubscriptions';
import express, { type Request, type Response, type Router } from 'express';
import { csrfCheckFailed, isSameOrigin } from '../auth/requireSameOrigin';
import type { SelfRequest } from '../upstream/selfRequest';
import { createNewsletterClient } from './createNewsletterClient';
import { sendNewsletterPage } from './newsletterPage';

const listLink = { href: '/newsletter-anmeldung', label: 'Alle Newsletter' };
const portalLink = { href: '/newsletters', label: 'Meine Newsletter verwalten' };

/** The token of the link (query) or of the page's form (body), if it has the token's shape. */
function tokenOf(req: Request): string | undefined {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const candidate = typeof body.token === 'string' ? body.token : req.query.token;
  const parsed = newsletterTokenBodySchema.safeParse({ token: candidate });
  return parsed.success ? parsed.data.token : undefined;
}

const incompleteLink = (res: Response, mandator: Mandator) =>
  sendNewsletterPage(res, 400, mandator, {
    title: 'Link unvollständig',
    paragraphs: [
      'Dieser Link ist unvollständig. Bitte öffnen Sie den vollständigen Link aus unserer E-Mail; manche E-Mail-Programme trennen lange Links auf.',
    ],
    links: [listLink],
  });

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
    const token = tokenOf(req);
    if (!token) return incompleteLink(res, mandatorOf(res));
    sendNewsletterPage(res, 200, mandatorOf(res), {
      title: 'Newsletter-Anmeldung bestätigen',
      paragraphs: ['Bitte bestätigen Sie, dass Sie den Newsletter an diese E-Mail-Adresse erhalten möchten.'],
      form: { action: NEWSLETTER_CONFIRM_PATH, token, button: 'Anmeldung bestätigen' },
    });
  });

  router.post(NEWSLETTER_CONFIRM_PATH, form, async (req, res) => {
    const mandator = mandatorOf(res);
    if (!isSameOrigin(req)) {
      res.status(403).json(csrfCheckFailed);
      return;
    }
    const token = tokenOf(req);
    if (!token) return incompleteLink(res, mandator);
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
        links: [portalLink, listLink],
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
      links: [listLink],
    });
  });

  router.get(NEWSLETTER_UNSUBSCRIBE_PATH, (req, res) => {
    const token = tokenOf(req);
    if (!token) return incompleteLink(res, mandatorOf(res));
    sendNewsletterPage(res, 200, mandatorOf(res), {
      title: 'Newsletter abbestellen',
      paragraphs: [
        'Möchten Sie diesen Newsletter nicht mehr erhalten? Ein Klick genügt, eine Anmeldung ist nicht nötig.',
      ],
      form: { action: NEWSLETTER_UNSUBSCRIBE_PATH, token, button: 'Newsletter abbestellen' },
    });
  });

  router.post(NEWSLETTER_UNSUBSCRIBE_PATH, form, async (req, res) => {
    const mandator = mandatorOf(res);
    const oneClick = (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
    if (!oneClick && !isSameOrigin(req)) {
      res.status(403).json(csrfCheckFailed);
      return;
    }
    const token = tokenOf(req);
    if (!token) return incompleteLink(res, mandator);
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
        links: [listLink, portalLink],
      });
      return;
    }
    sendNewsletterPage(res, answer.error.status, mandator, {
      title: answer.error.status === 404 ? 'Link ungültig' : 'Abmeldung nicht möglich',
      paragraphs: [answer.error.message],
      links: [listLink, portalLink],
    });
  });

  return router;
}
