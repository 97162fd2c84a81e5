import { bridgePathSchema } from './bridgeMessage';

const dialogFlowPrefix = '/__mein-portal/dialog-flow/';

/**
 * A stored redirect-after-login target (spec §4), or null when it is not a plain path of this site: it must start
 * with exactly one '/', carry no backslash or control character, resolve to `origin`, and not point back into the
 * dialog flow. Returns the path with its query (no hash). Shared by the shell and the gateway's sign-in callbacks.
 */
export function sanitizeRedirectTarget(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !bridgePathSchema.safeParse(value).success) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith(dialogFlowPrefix)) return null;
  return `${url.pathname}${url.search}`;
}
