import { onboardingStatusSchema, type OnboardingStatus } from '@news/contracts/userApi';
import type { Db } from '@news/db/createDb';
import express, { type Router } from 'express';
import { userOf } from './authorizeUser';
import { parseBody } from './parseBody';

/**
 * GET /onboarding answers `{ isOnboardingCompleted }` of the reader for the brand; PUT /onboarding with the same
 * body sets it (idempotent; false resets it, e.g. to show the popup again).
 */
export function createOnboardingRoutes(db: Db): Router {
  const router = express.Router();

  const statusOf = async (ssoId: string, mandator: string): Promise<OnboardingStatus> => {
    const { rows } = await db.query('select 1 from users.onboarding where sso_id = $1 and mandator = $2', [
      ssoId,
      mandator,
    ]);
    return { isOnboardingCompleted: rows.length > 0 };
  };

  router.get('/onboarding', async (_req, res) => {
    const { ssoId, mandator } = userOf(res);
    res.json(await statusOf(ssoId, mandator.id));
  });

  router.put('/onboarding', async (req, res) => {
    const { ssoId, mandator } = userOf(res);
    const { isOnboardingCompleted } = parseBody(
      onboardingStatusSchema,
      req.body,
      'invalid_onboarding_status',
      'Bitte geben Sie an, ob das Onboarding abgeschlossen ist.',
    );
    if (isOnboardingCompleted) {
      await db.query(
        'insert into users.onboarding (sso_id, mandator) values ($1, $2) on conflict do nothing',
        [ssoId, mandator.id],
      );
    } else {
      await db.query('delete from users.onboarding where sso_id = $1 and mandator = $2', [
        ssoId,
        mandator.id,
      ]);
    }
    res.json(await statusOf(ssoId, mandator.id));
  });

  return router;
}
