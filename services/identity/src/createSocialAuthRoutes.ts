import {
  appleCallbackRequestSchema,
  googleLoginRequestSchema,
  oauthCallbackQuerySchema,
  oauthConnectQuerySchema,
} from '@news/contracts/identityApi';
import { socialProvidersSchema, type SocialProvider } from '@news/contracts/socialProviders';
import express, { type Router } from 'express';
import { z } from 'zod/mini';
import { enforceRateLimit } from './enforceRateLimit';
import type { IdentityContext } from './IdentityContext';
import { applicationError, messages, notFoundError, validationError } from './IdentityHttpError';
import { APPLE_AUTHORIZE_URL, type OAuthProviderConfig } from './identityConfig';
import { issueSession } from './issueSession';
import { linkExternalAccount } from './linkExternalAccount';
import { nonceOf, signOAuthState, verifyOAuthState } from './oauthState';
import { parseInput } from './parseInput';
import { emailVerifiedClaim, externalKeySet, verifyExternalIdToken } from './verifyExternalIdToken';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const APPLE_ISSUER = 'https://appleid.apple.com';
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
const appleUserSchema = z.object({
  name: z.optional(
    z.object({
      firstName: z.optional(z.string().check(z.maxLength(100))),
      lastName: z.optional(z.string().check(z.maxLength(100))),
    }),
  ),
});
const providerName = /^[a-z0-9][a-z0-9_-]{0,31}$/;
const nonEmpty = (s: unknown) => (typeof s === 'string' && s.trim() ? s.trim() : null);

export type FetchLike = typeof fetch;

/** Sign-in with Google (ID token), Apple (id_token callback) and configured OAuth 2.0 providers (code flow). */
export function createSocialAuthRoutes(ctx: IdentityContext, fetchImpl: FetchLike = fetch): Router {
  const { config } = ctx;
  const router = express.Router();
  const provider = (name: string): OAuthProviderConfig | undefined =>
    providerName.test(name) && Object.hasOwn(config.providers, name) ? config.providers[name] : undefined;
  const limitSocial = (req: express.Request) =>
    enforceRateLimit(ctx.rateLimitStore, `social:ip:${ctx.ip(req)}`, config.rateLimits.socialPerIp);

  /**
   * The providers a sign-in can start with (the dialog's buttons): Apple when its client id and redirect URI are
   * set, then the OAuth providers, Google first. Google's ID-token sign-in (POST /auth/google) has no start page.
   */
  router.get('/auth/providers', (_req, res) => {
    const list: SocialProvider[] = [];
    if (config.apple.clientId && config.apple.redirectUri) list.push({ name: 'apple', label: 'Apple' });
    const names = Object.keys(config.providers).filter((name) => name !== 'apple' && provider(name));
    names.sort((a, b) => Number(b === 'google') - Number(a === 'google'));
    for (const name of names) {
      const label = config.providers[name]?.label ?? `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
      list.push({ name, label });
    }
    res.setHeader('cache-control', 'no-cache');
    res.json(socialProvidersSchema.parse({ providers: list }));
  });

  router.post('/auth/google', async (req, res) => {
    await limitSocial(req);
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
      firstName: nonEmpty(claims.given_name),
      lastName: nonEmpty(claims.family_name),
    });
    res.json(await issueSession(ctx, account));
  });

  /** Apple needs clientId and redirectURI (spec §5); a missing one is logged as an error. */
  const appleConfig = () => {
    const { clientId, redirectUri, authorizeUrl } = config.apple;
    if (!clientId || !redirectUri) {
      ctx.logger.error('Apple sign-in needs clientId and redirectURI (APPLE_CLIENT_ID, APPLE_REDIRECT_URI)');
      throw applicationError(messages.socialNotConfigured);
    }
    return { clientId, redirectUri, authorizeUrl: authorizeUrl ?? APPLE_AUTHORIZE_URL };
  };
  const stateError = () => validationError({ errors: [{ path: ['state'], message: 'invalid_state' }] });

  /**
   * Starts Apple sign-in: redirects to Apple with a state and a nonce bound to the browser (`binding`, see
   * oauthState.ts). Apple answers with a form_post to APPLE_REDIRECT_URI (the gateway's callback).
   */
  router.get('/connect/apple', async (req, res) => {
    const apple = appleConfig();
    const { binding } = parseInput(oauthConnectQuerySchema, req.query);
    const url = new URL(apple.authorizeUrl);
    url.searchParams.set('response_type', 'code id_token');
    url.searchParams.set('response_mode', 'form_post');
    url.searchParams.set('client_id', apple.clientId);
    url.searchParams.set('redirect_uri', apple.redirectUri);
    url.searchParams.set('scope', 'name email');
    url.searchParams.set('state', await signOAuthState(ctx.keys, config.issuer, 'apple', binding));
    url.searchParams.set('nonce', nonceOf(binding));
    res.redirect(302, url.toString());
  });

  router.post('/auth/apple/callback', async (req, res) => {
    await limitSocial(req);
    const { clientId } = appleConfig();
    const body = parseInput(appleCallbackRequestSchema, req.body);
    if (!body.state?.trim()) {
      ctx.logger.error('Apple sign-in callback without state');
      throw validationError({ errors: [{ path: ['state'], message: 'state_required' }] });
    }
    if (!body.binding) {
      ctx.logger.error('Apple sign-in callback without the browser binding (sign-in not started here)');
      throw stateError();
    }
    const binding = await verifyOAuthState(ctx.keys, config.issuer, 'apple', body.state, body.binding);
    if (!binding) {
      ctx.logger.warn('Apple sign-in state refused (forged, expired or from another browser)');
      throw stateError();
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
      firstName: nonEmpty(user.name?.firstName),
      lastName: nonEmpty(user.name?.lastName),
    });
    res.json(await issueSession(ctx, account));
  });

  router.get('/connect/:provider', async (req, res) => {
    const name = req.params.provider;
    const p = provider(name);
    if (!p) throw notFoundError();
    const { binding } = parseInput(oauthConnectQuerySchema, req.query);
    const url = new URL(p.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', p.clientId);
    url.searchParams.set('redirect_uri', p.redirectUri);
    url.searchParams.set('scope', p.scope ?? 'openid email profile');
    url.searchParams.set('state', await signOAuthState(ctx.keys, config.issuer, name, binding));
    res.redirect(302, url.toString());
  });

  router.get('/auth/:provider/callback', async (req, res) => {
    const name = req.params.provider;
    const p = provider(name);
    if (!p) throw notFoundError();
    await limitSocial(req);
    if (typeof req.query.error === 'string') throw applicationError(messages.socialLoginFailed);
    const { code, state, binding } = parseInput(oauthCallbackQuerySchema, req.query);
    if (!(await verifyOAuthState(ctx.keys, config.issuer, name, state, binding))) throw stateError();
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
      firstName: nonEmpty(info.given_name),
      lastName: nonEmpty(info.family_name),
    });
    res.json(await issueSession(ctx, account));
  });

  return router;
}
