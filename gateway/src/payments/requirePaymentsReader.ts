import { apiError } from '@news/contracts/apiError';
import type { Request, RequestHandler, Response } from 'express';
import type { ReaderSession, SessionResolver } from '../auth/createSessionResolver';

const unauthorized = apiError(401, 'unauthorized', 'Bitte melden Sie sich an.');

/** The reader's session, or undefined after a 401. Nothing of these answers may be cached. */
export async function requirePaymentsReader(
  resolveSession: SessionResolver,
  req: Request,
  res: Response,
): Promise<ReaderSession | undefined> {
  res.setHeader('cache-control', 'private, no-store');
  const session = await resolveSession(req, res);
  if (!session) res.status(401).json(unauthorized);
  return session ?? undefined;
}

/** Middleware: the reader first (401), kept in `res.locals.session` for the handler; before any body is read. */
export const withPaymentsReader =
  (resolveSession: SessionResolver): RequestHandler =>
  async (req, res, next) => {
    const session = await requirePaymentsReader(resolveSession, req, res);
    if (!session) return;
    res.locals.session = session;
    next();
  };
