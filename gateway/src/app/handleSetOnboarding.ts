import type { Mandator } from '@news/config/mandators';
import { apiError } from '@news/contracts/apiError';
import { onboardingStatusSchema } from '@news/contracts/userApi';
import type { RequestHandler } from 'express';
import type { SessionResolver } from '../auth/createSessionResolver';
import { requireReader } from '../auth/requireReader';
import type { UsersClient } from './createUsersClient';
import { sendUsersAnswer } from './sendUsersAnswer';

/** POST /api/onboarding: stores whether the signed-in reader completed the onboarding. */
export function handleSetOnboarding(deps: {
  users: UsersClient;
  resolveSession: SessionResolver;
}): RequestHandler {
  return async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const me = await requireReader(deps.resolveSession, req, res);
    if (!me) return;
    const body = onboardingStatusSchema.safeParse(req.body);
    if (!body.success) {
      res
        .status(400)
        .json(
          apiError(
            400,
            'invalid_onboarding_status',
            'Bitte geben Sie an, ob das Onboarding abgeschlossen ist.',
          ),
        );
      return;
    }
    const mandator = res.locals.mandator as Mandator;
    sendUsersAnswer(res, await deps.users.setOnboarding(mandator.id, me.claims.sub, me.jwt, body.data));
  };
}
