import express, { type Request, type Router } from 'express';
import { z } from 'zod/mini';
import { consentChoiceSchema, consentCookie } from '@news/contracts/consentCookie';
import { grantsForAll } from '@news/contracts/consentVendors';
import { SETTINGS_HASH } from '@news/contracts/consentSettingsLink';
import { apiError } from '@news/contracts/apiError';
import { ownOrigin, requireSameOrigin } from './auth/requireSameOrigin';

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
 * POST /api/consent: the consent layer's form, for a choice made before the consent remote has started in the
 * browser (it is server-rendered and painted before its script runs). Stores the choice in the consent cookie and
 * sends the reader back to the page (303). "Einstellungen" stores nothing and sends the reader back with the
 * settings layer open (its hash). Only from this site's own pages: a foreign page must not decide for
 * the reader (Origin check).
 */
export function createConsentRouter(): Router {
  const router = express.Router();
  router.post(
    '/consent',
    requireSameOrigin(),
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
    (req, res) => {
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
      res.redirect(303, returnPath(req));
    },
  );
  return router;
}
