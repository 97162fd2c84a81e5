import { oauthConnectQuerySchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { appleSignInConfig } from '../appleSignInConfig';
import type { IdentityContext } from '../IdentityContext';
import { nonceOf, signOAuthState } from '../oauthState';
import { parseInput } from '../parseInput';

/**
 * GET /connect/apple: starts Apple sign-in, redirecting to Apple with a state and a nonce bound to the browser
 * (`binding`, see oauthState.ts). Apple answers with a form_post to APPLE_REDIRECT_URI (the gateway's callback).
 */
export function handleAppleConnect(ctx: IdentityContext): RequestHandler {
  return async (req, res) => {
    const apple = appleSignInConfig(ctx);
    const { binding } = parseInput(oauthConnectQuerySchema, req.query);
    const url = new URL(apple.authorizeUrl);
    url.searchParams.set('response_type', 'code id_token');
    url.searchParams.set('response_mode', 'form_post');
    url.searchParams.set('client_id', apple.clientId);
    url.searchParams.set('redirect_uri', apple.redirectUri);
    url.searchParams.set('scope', 'name email');
    url.searchParams.set('state', await signOAuthState(ctx.keys, ctx.config.issuer, 'apple', binding));
    url.searchParams.set('nonce', nonceOf(binding));
    res.redirect(302, url.toString());
  };
}
