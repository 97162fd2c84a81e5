import express, { type Router } from 'express';
import { handleAppleCallback } from './handlers/handleAppleCallback';
import { handleAppleConnect } from './handlers/handleAppleConnect';
import { handleGoogleLogin } from './handlers/handleGoogleLogin';
import { handleOAuthCallback } from './handlers/handleOAuthCallback';
import { handleOAuthConnect } from './handlers/handleOAuthConnect';
import { handleSocialProviders } from './handlers/handleSocialProviders';
import type { IdentityContext } from './IdentityContext';

export type FetchLike = typeof fetch;

/** Sign-in with Google (ID token), Apple (id_token callback) and configured OAuth 2.0 providers (code flow). */
export function createSocialAuthRoutes(ctx: IdentityContext, fetchImpl: FetchLike = fetch): Router {
  const router = express.Router();
  router.get('/auth/providers', handleSocialProviders(ctx));
  router.post('/auth/google', handleGoogleLogin(ctx));
  router.get('/connect/apple', handleAppleConnect(ctx));
  router.post('/auth/apple/callback', handleAppleCallback(ctx));
  router.get('/connect/:provider', handleOAuthConnect(ctx));
  router.get('/auth/:provider/callback', handleOAuthCallback(ctx, fetchImpl));
  return router;
}
