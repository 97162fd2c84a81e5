import type { Request, Response } from 'express';
import type { ReaderSession, SessionResolver } from './createSessionResolver';
import { loginRequired } from './loginRequired';

/** The reader's session (renewed when its identity token expired), or undefined after answering 401. */
export async function requireReader(
  resolveSession: SessionResolver,
  req: Request,
  res: Response,
): Promise<ReaderSession | undefined> {
  const session = await resolveSession(req, res);
  if (session) return session;
  res.status(401).json(loginRequired);
  return undefined;
}
