import type { RequestHandler } from 'express';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF protection for state-changing requests: the browser's Origin (or, failing that, Referer) must be this
 * site's own origin. Together with SameSite=Lax session cookies a foreign page cannot act for a reader.
 * `alsoForGet` protects the few GET endpoints that change state (logout).
 */
export function requireSameOrigin({ alsoForGet = false } = {}): RequestHandler {
  return (req, res, next) => {
    if (!unsafe.has(req.method) && !alsoForGet) return next();
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    const origin =
      req.get('origin') ?? (req.get('referer') ? safeOrigin(req.get('referer') ?? '') : undefined);
    if (origin === own) return next();
    res.status(403).json({ status: 403, message: 'csrf_check_failed' });
  };
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
