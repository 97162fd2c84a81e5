import type { AuthResponse } from '@news/contracts/identityApi';
import type { TokenVerifier } from '@news/auth-verify/createTokenVerifier';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { setSessionCookies } from './authCookies';
import type { IdentityAnswer } from './createIdentityClient';
import { sendIdentityRefusal } from './sendIdentityRefusal';
import { sendReaderState } from './sendReaderState';

/** A session the identity service issued goes into the httpOnly cookies and the page gets the reader's state. */
export async function finishSession(
  deps: { verify: TokenVerifier; logger: Logger },
  req: Request,
  res: Response,
  answer: IdentityAnswer<AuthResponse>,
): Promise<void> {
  if (!answer.ok) {
    sendIdentityRefusal(res, answer);
    return;
  }
  setSessionCookies(req, res, answer.value);
  await sendReaderState(deps, res, answer.value.jwt);
}
