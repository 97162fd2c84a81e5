import type { RequestHandler } from 'express';
import type { BusyWindow } from './createBusyWindow';
import type { IdentityClient } from './createIdentityClient';
import { requestIp } from './requestIp';
import { sendIdentityRefusal } from './sendIdentityRefusal';

/**
 * POST /api/auth/register: the same answer for a new and a taken address, and no session (no cookies) either way;
 * the reader signs in by the link in the mail. Errors (invalid input, limits, busy) pass through as they came.
 */
export function handleRegister(deps: { identity: IdentityClient; busyWindow: BusyWindow }): RequestHandler {
  return async (req, res) => {
    const answer = await deps.identity.register(req.body, requestIp(req));
    deps.busyWindow.note(answer);
    res.setHeader('cache-control', 'no-store');
    if (!answer.ok) {
      sendIdentityRefusal(res, answer);
      return;
    }
    res.json(answer.value);
  };
}
