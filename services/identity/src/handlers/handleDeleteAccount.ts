import { deleteAccountRequestSchema } from '@news/contracts/identityApi';
import type { RequestHandler } from 'express';
import { deleteAccount } from '../accounts';
import { authenticate } from '../authenticate';
import type { IdentityContext } from '../IdentityContext';
import { parseInput } from '../parseInput';
import { requireCurrentPassword } from '../requireCurrentPassword';

/** POST /users/me/delete: deletes the signed-in reader's account (the current password required). */
export function handleDeleteAccount(ctx: IdentityContext): RequestHandler {
  return async (req, res) => {
    const account = await authenticate(ctx, req);
    const body = parseInput(deleteAccountRequestSchema, req.body);
    await requireCurrentPassword(ctx, account, body.currentPassword, ctx.ip(req));
    await deleteAccount(ctx.db, account.id);
    ctx.logger.info('account deleted', { accountId: account.id });
    res.json({ ok: true });
  };
}
