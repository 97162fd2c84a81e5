import { updateProfileRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { findAccountById, updateProfile } from '../accounts';
import { authenticate } from '../authenticate';
import type { IdentityContext } from '../IdentityContext';
import { messages, unauthorizedError } from '../IdentityHttpError';
import { issueSession } from '../issueSession';
import { parseInput } from '../parseInput';

/** PATCH /users/me: completes or corrects the profile; answers a fresh session because the names travel in the token. */
export function handleUpdateProfile(ctx: IdentityContext): RequestHandler {
  return async (req, res) => {
    const account = await authenticate(ctx, req);
    const body = parseInput(updateProfileRequestSchema, req.body);
    await updateProfile(ctx.db, account.id, body);
    const updated = await findAccountById(ctx.db, account.id);
    if (!updated) throw unauthorizedError(messages.sessionExpired);
    res.json(await issueSession(ctx, updated));
  };
}
