import type { Request, RequestHandler } from 'express';
import { z } from 'zod/mini';
import { consentChoiceSchema, consentCookie, expiredEuconsentCookie } from '@news/contracts/consentCookie';
import { grantsForAll } from '@news/contracts/consentVendors';
import { SETTINGS_HASH } from '@news/contracts/consentSettingsLink';
import { apiError } from '@news/contracts/apiError';
import { ownOrigin } from './auth/requireSameOrigin';

const consentFormSchema = z.object({ choice: z.union([consentChoiceSchema, z.literal('settings')]) });

/** The page the form was sent from (same origin only), to return to; otherwise the home page. */
function returnPath(req: Request): string {
  try {
    const from = new URL(req.get('referer') ?? '');
    return from.origin === ownOrigin(req) ? `${from.pathname}${from.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The consent layer's form (POST /api/consent, createConsentRouter): stores the choice in the consent cookie and
 * sends the reader back (303); "Einstellungen" stores nothing and sends the reader back with the settings layer open.
 * A stored choice drops the TC string (euconsent-v2) of an earlier one: it would claim consents the reader no longer
 * gives (the shell posts "Nur notwendige" for a link to the consent page); the consent remote writes the new one.
 */
export function handleConsentForm(): RequestHandler {
  return (req, res) => {
    const form = consentFormSchema.safeParse(req.body);
    if (!form.success) {
      res
        .status(400)
        .json(
          apiError(
            400,
            'invalid_consent_choice',
            'Bitte wählen Sie „Alle akzeptieren“, „Nur notwendige“ oder „Einstellungen“.',
          ),
        );
      return;
    }
    const { choice } = form.data;
    res.setHeader('cache-control', 'no-store');
    if (choice === 'settings') {
      res.redirect(303, `${returnPath(req)}#${SETTINGS_HASH}`);
      return;
    }
    res.append('set-cookie', consentCookie(grantsForAll(choice === 'all'), req.secure));
    res.append('set-cookie', expiredEuconsentCookie(req.secure));
    res.redirect(303, returnPath(req));
  };
}
