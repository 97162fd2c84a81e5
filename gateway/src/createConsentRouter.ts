import express, { type Router } from 'express';
import { requireSameOrigin } from './auth/requireSameOrigin';
import { handleConsentForm } from './handleConsentForm';

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
    handleConsentForm(),
  );
  return router;
}
