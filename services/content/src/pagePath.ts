import type { Request } from 'express';

/** The requested page path below /v5, without leading slash: '/v5/foo/bar' → 'foo/bar'. */
export function pagePath(req: Request): string {
  return decodeURIComponentSafe(req.path.replace(/^\/v5\/?/, '').replace(/\/+$/, ''));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
