import { oauthCallbackQuerySchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { z } from 'zod/mini';
import type { IdentityContext } from '../IdentityContext';
import { applicationError, messages, notFoundError } from '../IdentityHttpError';
import { invalidOAuthStateError } from '../invalidOAuthStateError';
import { issueSession } from '../issueSession';
import { limitSocialSignIn } from '../limitSocialSignIn';
import { linkExternalAccount } from '../linkExternalAccount';
import { nonEmptyName } from '../nonEmptyName';
import { oauthProviderOf } from '../oauthProviderOf';
import { verifyOAuthState } from '../oauthState';
import { parseInput } from '../parseInput';
import { emailVerifiedClaim } from '../verifyExternalIdToken';

const UPSTREAM_TIMEOUT_MS = 10_000;

const tokenResponseSchema = z.object({ access_token: z.string().check(z.minLength(1)) });
const userinfoSchema = z
  .object({
    sub: z.optional(z.union([z.string().check(z.minLength(1)), z.number()])),
    id: z.optional(z.union([z.string().check(z.minLength(1)), z.number()])),
    email: z.optional(z.email()),
    email_verified: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
    given_name: z.optional(z.string().check(z.maxLength(100))),
    family_name: z.optional(z.string().check(z.maxLength(100))),
  })
  .check(z.refine((u) => u.sub !== undefined || u.id !== undefined));

/**
 * GET /auth/:provider/callback: the end of a provider's code flow. Checks the state against the browser binding,
 * trades the code for an access token and reads the provider's userinfo (each within 10 s).
 */
export function handleOAuthCallback(
  ctx: IdentityContext,
  fetchImpl: typeof fetch,
): RequestHandler<{ provider: string }> {
  const { config } = ctx;
  return async (req, res) => {
    const name = req.params.provider;
    const p = oauthProviderOf(config, name);
    if (!p) throw notFoundError();
    await limitSocialSignIn(ctx, req);
    if (typeof req.query.error === 'string') throw applicationError(messages.socialLoginFailed);
    const { code, state, binding } = parseInput(oauthCallbackQuerySchema, req.query);
    if (!(await verifyOAuthState(ctx.keys, config.issuer, name, state, binding)))
      throw invalidOAuthStateError();
    let info: z.infer<typeof userinfoSchema>;
    try {
      const tokenRes = await fetchImpl(p.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: p.redirectUri,
          client_id: p.clientId,
          client_secret: p.clientSecret,
        }).toString(),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      if (!tokenRes.ok) throw new Error(`token endpoint answered ${tokenRes.status}`);
      const { access_token } = tokenResponseSchema.parse(await tokenRes.json());
      const infoRes = await fetchImpl(p.userinfoUrl, {
        headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      if (!infoRes.ok) throw new Error(`userinfo endpoint answered ${infoRes.status}`);
      info = userinfoSchema.parse(await infoRes.json());
    } catch (err) {
      ctx.logger.warn('OAuth sign-in failed', { provider: name, reason: (err as Error).message });
      throw applicationError(messages.socialLoginFailed);
    }
    const account = await linkExternalAccount(ctx.db, {
      provider: name,
      subject: String(info.sub ?? info.id),
      email: info.email,
      // Generic providers: an e-mail without email_verified is not vouched for.
      emailVerified: emailVerifiedClaim(info.email_verified, false),
      firstName: nonEmptyName(info.given_name),
      lastName: nonEmptyName(info.family_name),
    });
    res.json(await issueSession(ctx, account));
  };
}
