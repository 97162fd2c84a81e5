import type { Request, RequestHandler } from 'express';
import { apiError } from '@news/contracts/apiError';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The answer to a state change that did not come from this site's own pages. */
export const csrfCheckFailed = apiError(
  403,
  'csrf_check_failed',
  'Diese Aktion ist nur direkt auf unserer Website möglich. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
);

/** Whether the method changes state (CSRF-relevant). */
export const isUnsafeMethod = (method: string): boolean => unsafe.has(method);

/** This site's origin as the request addressed it. */
export const ownOrigin = (req: Request): string => `${req.protocol}://${req.get('host') ?? ''}`;

/** The browser's Origin (or, failing that, Referer) is this site's own origin. */
export function isSameOrigin(req: Request): boolean {
  const own = ownOrigin(req);
  const origin = req.get('origin') ?? (req.get('referer') ? safeOrigin(req.get('referer') ?? '') : undefined);
  return origin === own;
}

/**
 * CSRF protection for state-changing requests: the browser's Origin (or, failing that, Referer) must be this
 * site's own origin. Together with SameSite=Lax session cookies a foreign page cannot act for a reader.
 * `alsoForGet` protects the few GET endpoints that change state (logout).
 */
export function requireSameOrigin({ alsoForGet = false } = {}): RequestHandler {
  return (req, res, next) => {
    if ((!isUnsafeMethod(req.method) && !alsoForGet) || isSameOrigin(req)) return next();
    res.status(403).json(csrfCheckFailed);
  };
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
