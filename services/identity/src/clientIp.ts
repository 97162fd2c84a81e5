import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request } from 'express';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The reader's IP: `x-client-ip` set by the gateway when trusted (and, with an internal token configured, only when
 * `x-internal-token` matches it), otherwise the socket's address.
 */
export function clientIp(req: Request, trustHeader: boolean, internalToken?: string): string {
  let trusted = trustHeader;
  if (trusted && internalToken) {
    trusted = timingSafeEqual(digest(req.get('x-internal-token') ?? ''), digest(internalToken));
  }
  const header = trusted ? req.get('x-client-ip')?.trim() : undefined;
  if (header && isIP(header)) return header;
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
