import { appleCallbackRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { z } from 'zod/mini';
import { appleSignInConfig } from '../appleSignInConfig';
import type { IdentityContext } from '../IdentityContext';
import { applicationError, messages, validationError } from '../IdentityHttpError';
import { invalidOAuthStateError } from '../invalidOAuthStateError';
import { issueSession } from '../issueSession';
import { limitSocialSignIn } from '../limitSocialSignIn';
import { linkExternalAccount } from '../linkExternalAccount';
import { nonEmptyName } from '../nonEmptyName';
import { nonceOf, verifyOAuthState } from '../oauthState';
import { parseInput } from '../parseInput';
import { emailVerifiedClaim, externalKeySet, verifyExternalIdToken } from '../verifyExternalIdToken';

const APPLE_ISSUER = 'https://appleid.apple.com';

const appleUserSchema = z.object({
  name: z.optional(
    z.object({
      firstName: z.optional(z.string().check(z.maxLength(100))),
      lastName: z.optional(z.string().check(z.maxLength(100))),
    }),
  ),
});

/**
 * POST /auth/apple/callback: Apple's form_post, relayed by the gateway with the browser binding. The state must be
 * ours and this browser's, the id_token Apple's for our client with the nonce of that binding.
 */
export function handleAppleCallback(ctx: IdentityContext): RequestHandler {
  const { config } = ctx;
  return async (req, res) => {
    await limitSocialSignIn(ctx, req);
    const { clientId } = appleSignInConfig(ctx);
    const body = parseInput(appleCallbackRequestSchema, req.body);
    if (!body.state?.trim()) {
      ctx.logger.error('Apple sign-in callback without state');
      throw validationError({ errors: [{ path: ['state'], message: 'state_required' }] });
    }
    if (!body.binding) {
      ctx.logger.error('Apple sign-in callback without the browser binding (sign-in not started here)');
      throw invalidOAuthStateError();
    }
    const binding = await verifyOAuthState(ctx.keys, config.issuer, 'apple', body.state, body.binding);
    if (!binding) {
      ctx.logger.warn('Apple sign-in state refused (forged, expired or from another browser)');
      throw invalidOAuthStateError();
    }
    let claims;
    try {
      claims = await verifyExternalIdToken(body.id_token, externalKeySet(config.apple), {
        issuer: APPLE_ISSUER,
        audience: clientId,
      });
    } catch (err) {
      ctx.logger.warn('Apple id_token refused', { reason: (err as Error).message });
      throw applicationError(messages.socialLoginFailed);
    }
    if (claims.nonce !== nonceOf(binding)) {
      ctx.logger.warn('Apple id_token refused', { reason: 'nonce mismatch' });
      throw applicationError(messages.socialLoginFailed);
    }
    let user: z.infer<typeof appleUserSchema> = {};
    try {
      const raw: unknown = typeof body.user === 'string' ? JSON.parse(body.user) : body.user;
      user = appleUserSchema.safeParse(raw).data ?? {};
    } catch {
      // Names are optional; a malformed user field is ignored.
    }
    const account = await linkExternalAccount(ctx.db, {
      provider: 'apple',
      subject: String(claims.sub),
      email: z.email().safeParse(claims.email).data,
      emailVerified: emailVerifiedClaim(claims.email_verified, false),
      firstName: nonEmptyName(user.name?.firstName),
      lastName: nonEmptyName(user.name?.lastName),
    });
    res.json(await issueSession(ctx, account));
  };
}
