import { googleLoginRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { z } from 'zod/mini';
import type { IdentityContext } from '../IdentityContext';
import { applicationError, messages, validationError } from '../IdentityHttpError';
import { issueSession } from '../issueSession';
import { limitSocialSignIn } from '../limitSocialSignIn';
import { linkExternalAccount } from '../linkExternalAccount';
import { nonEmptyName } from '../nonEmptyName';
import { parseInput } from '../parseInput';
import { emailVerifiedClaim, externalKeySet, verifyExternalIdToken } from '../verifyExternalIdToken';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** POST /auth/google: sign-in with a Google ID token (checked against Google's keys and our client id). */
export function handleGoogleLogin(ctx: IdentityContext): RequestHandler {
  const { config } = ctx;
  return async (req, res) => {
    await limitSocialSignIn(ctx, req);
    const body = parseInput(googleLoginRequestSchema, req.body);
    const clientId = config.google.clientId;
    if (!clientId) {
      ctx.logger.error('Google sign-in is not configured (GOOGLE_CLIENT_ID missing)');
      throw applicationError(messages.socialNotConfigured);
    }
    if (body.clientId !== undefined && body.clientId !== clientId) {
      throw validationError({ errors: [{ path: ['clientId'], message: 'unknown_client_id' }] });
    }
    const token = body.token ?? body.credential ?? '';
    let claims;
    try {
      claims = await verifyExternalIdToken(token, externalKeySet(config.google), {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
      });
    } catch (err) {
      ctx.logger.warn('Google ID token refused', { reason: (err as Error).message });
      throw applicationError(messages.socialLoginFailed);
    }
    const account = await linkExternalAccount(ctx.db, {
      provider: 'google',
      subject: String(claims.sub),
      email: z.email().safeParse(claims.email).data,
      emailVerified: emailVerifiedClaim(claims.email_verified, true),
      firstName: nonEmptyName(claims.given_name),
      lastName: nonEmptyName(claims.family_name),
    });
    res.json(await issueSession(ctx, account));
  };
}
