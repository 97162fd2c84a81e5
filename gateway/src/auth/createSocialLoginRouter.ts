import { oauthProviderNameSchema } from '@news/contracts/oauthStateCookie';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import type { IdentityClient } from './createIdentityClient';
import { finishSocialLogin } from './finishSocialLogin';
import { handleSignInProviders } from './handleSignInProviders';
import { handleSocialLoginStart } from './handleSocialLoginStart';
import { requestIp } from './requestIp';
import { unknownSignInProvider } from './unknownSignInProvider';

/**
 * Social sign-in through the gateway (spec §7: /connect/{provider}, the Apple callback), so the browser never sees
 * a token:
 * - GET /oauth2/providers: the configured providers (handleSignInProviders).
 * - GET /oauth2/{provider}/login[?redirect=path]: binds the sign-in to this browser and sends it to the provider
 *   (handleSocialLoginStart).
 * - GET /oauth2/{provider}/callback (code flow) and POST /oauth2/apple/callback (Apple's form_post): the session
 *   goes into the cookies and the browser back with the marker `loggedIn={provider}` (finishSocialLogin), on which
 *   the shell runs the after-login transitions.
 */
export function createSocialLoginRouter(deps: { identity: IdentityClient; logger: Logger }): Router {
  const { identity, logger } = deps;
  const router = express.Router();

  router.get('/oauth2/providers', handleSignInProviders(deps));
  router.get('/oauth2/:provider/login', handleSocialLoginStart(deps));

  /** Apple's form_post: a top-level navigation from Apple, so no Origin check; state and binding guard it. */
  router.post(
    '/oauth2/apple/callback',
    express.urlencoded({ extended: false, limit: '20kb' }),
    async (req, res) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      await finishSocialLogin(logger, req, res, 'apple', (binding) =>
        identity.appleCallback(
          { id_token: form.id_token, state: form.state, code: form.code, user: form.user, binding },
          requestIp(req),
        ),
      );
    },
  );

  router.get('/oauth2/:provider/callback', async (req, res) => {
    const provider = oauthProviderNameSchema.safeParse(req.params.provider);
    if (!provider.success) {
      res.status(404).json(unknownSignInProvider);
      return;
    }
    // A provider that refused (`?error=access_denied`) sends no code.
    const { code, state } = req.query;
    await finishSocialLogin(logger, req, res, provider.data, async (binding) =>
      typeof code === 'string' && typeof state === 'string'
        ? identity.oauthCallback(provider.data, { code, state, binding }, requestIp(req))
        : null,
    );
  });

  return router;
}
