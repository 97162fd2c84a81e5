import { oauthConnectQuerySchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import type { IdentityContext } from '../IdentityContext';
import { notFoundError } from '../IdentityHttpError';
import { oauthProviderOf } from '../oauthProviderOf';
import { signOAuthState } from '../oauthState';
import { parseInput } from '../parseInput';

/** GET /connect/:provider: starts the code flow of a configured OAuth 2.0 provider, with a state bound to the browser. */
export function handleOAuthConnect(ctx: IdentityContext): RequestHandler<{ provider: string }> {
  return async (req, res) => {
    const name = req.params.provider;
    const p = oauthProviderOf(ctx.config, name);
    if (!p) throw notFoundError();
    const { binding } = parseInput(oauthConnectQuerySchema, req.query);
    const url = new URL(p.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', p.clientId);
    url.searchParams.set('redirect_uri', p.redirectUri);
    url.searchParams.set('scope', p.scope ?? 'openid email profile');
    url.searchParams.set('state', await signOAuthState(ctx.keys, ctx.config.issuer, name, binding));
    res.redirect(302, url.toString());
  };
}
