import express, { type Router } from 'express';
import { DEMO_CONSENT_PAGE_PATH, type Mandator } from '@news/config/mandators';
import { CONSENT_FORM_ACTION, readConsent } from '@news/contracts/consentCookie';
import { consentVendorIds } from '@news/contracts/consentVendors';
import { SETTINGS_HASH } from '@news/contracts/consentSettingsLink';
import { sendPlainPage } from './sendPlainPage';

/** The reader's current choice, in words (the consent cookie of the request). */
function describeChoice(cookieHeader: string): string {
  const grants = readConsent(cookieHeader);
  if (grants === null)
    return 'Sie haben noch keine Wahl getroffen. Ohne Ihre Einwilligung laden wir keinen Dienst eines Drittanbieters.';
  const allowed = consentVendorIds.filter((id) => grants[id]).length;
  if (allowed === 0)
    return 'Ihre aktuelle Wahl: nur technisch notwendige Dienste. Kein Drittanbieter ist erlaubt.';
  if (allowed === consentVendorIds.length)
    return `Ihre aktuelle Wahl: Sie haben alle ${allowed} Dienste von Drittanbietern erlaubt.`;
  return `Ihre aktuelle Wahl: Sie haben ${allowed} von ${consentVendorIds.length} Diensten von Drittanbietern erlaubt.`;
}

/**
 * GET /einwilligungen.html: the demo's consent page of the consent service (brand configuration `consentPageUrl`, spec
 * §2). It shows the reader's current choice and the consent layer's plain form (POST /api/consent: "Alle
 * akzeptieren", "Nur notwendige"), which brings the reader back here; it works without JavaScript. On the site, a
 * link to this page rejects all consents and reloads instead (the shell's link rules); a brand without consent
 * management only explains that it asks for none.
 */
export function createConsentPageRouter(): Router {
  const router = express.Router();
  router.get(DEMO_CONSENT_PAGE_PATH, (req, res) => {
    const mandator = res.locals.mandator as Mandator;
    if (!mandator.features.consentManagement) {
      sendPlainPage(res, 200, mandator, {
        title: 'Einwilligungen',
        paragraphs: [
          `Der ${mandator.name} bindet keine Dienste von Drittanbietern ein, die Ihre Einwilligung brauchen: keine Werbung, keine Reichweitenmessung und keine Empfehlungen Dritter. Es gibt deshalb nichts zu erlauben oder zu widerrufen.`,
        ],
        links: [
          { href: '/datenschutz', label: 'Datenschutzerklärung' },
          { href: '/', label: 'Zur Startseite' },
        ],
      });
      return;
    }
    sendPlainPage(res, 200, mandator, {
      title: 'Ihre Einwilligungen',
      paragraphs: [
        describeChoice(req.get('cookie') ?? ''),
        'Hier können Sie allen Diensten zustimmen oder alle Einwilligungen widerrufen („Nur notwendige“). Einzeln wählen Sie in den Datenschutz-Einstellungen.',
      ],
      form: {
        action: CONSENT_FORM_ACTION,
        buttons: [
          { label: 'Alle akzeptieren', name: 'choice', value: 'all' },
          { label: 'Nur notwendige', name: 'choice', value: 'necessary' },
        ],
      },
      links: [
        { href: `/#${SETTINGS_HASH}`, label: 'Datenschutz-Einstellungen' },
        { href: '/', label: 'Zur Startseite' },
      ],
    });
  });
  return router;
}
