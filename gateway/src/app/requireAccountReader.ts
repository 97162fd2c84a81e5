import type { Request, Response } from 'express';
import type { ReaderSession, SessionResolver } from '../auth/createSessionResolver';
import { requireReader } from '../auth/requireReader';

/** An /account call's reader (401 without one); its answers are never stored by any cache. */
export function requireAccountReader(
  resolveSession: SessionResolver,
  req: Request,
  res: Response,
): Promise<ReaderSession | undefined> {
  res.setHeader('cache-control', 'no-store');
  return requireReader(resolveSession, req, res);
}
