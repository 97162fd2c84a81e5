import type { IdentityContext } from './IdentityContext';
import { applicationError, messages } from './IdentityHttpError';
import { APPLE_AUTHORIZE_URL } from './identityConfig';

/** Apple needs clientId and redirectURI (spec §5); a missing one is logged as an error and refused. */
export function appleSignInConfig(ctx: IdentityContext): {
  clientId: string;
  redirectUri: string;
  authorizeUrl: string;
} {
  const { clientId, redirectUri, authorizeUrl } = ctx.config.apple;
  if (!clientId || !redirectUri) {
    ctx.logger.error('Apple sign-in needs clientId and redirectURI (APPLE_CLIENT_ID, APPLE_REDIRECT_URI)');
    throw applicationError(messages.socialNotConfigured);
  }
  return { clientId, redirectUri, authorizeUrl: authorizeUrl ?? APPLE_AUTHORIZE_URL };
}
