import { sanitizeRedirectTarget } from '@news/contracts/sanitizeRedirectTarget';
import { socialLoginPath, socialLoginProviderOf } from '@news/contracts/socialProviders';

/**
 * Pure: the dialog frame asked the page to start a social sign-in (`/api/oauth2/{provider}/login`; the provider's
 * pages cannot be framed, so the whole page goes). The reader returns to the stored redirect-after-login target
 * (a route guard put it there), else to the page the dialog was opened on. Any other path is left as it is.
 */
export function socialLoginReturn(
  path: string,
  storedTarget: string | null,
  currentPath: string,
  origin: string,
): string {
  const provider = socialLoginProviderOf(path);
  if (provider === null) return path;
  const back = sanitizeRedirectTarget(storedTarget, origin) ?? sanitizeRedirectTarget(currentPath, origin);
  return socialLoginPath(provider, back);
}
