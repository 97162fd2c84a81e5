import express, { type Router } from 'express';
import { handleChangeEmail } from './handlers/handleChangeEmail';
import { handleDeleteAccount } from './handlers/handleDeleteAccount';
import { handleEmailChangeConfirmation } from './handlers/handleEmailChangeConfirmation';
import type { IdentityContext } from './IdentityContext';

/**
 * The reader's own account: changing the e-mail address (a link to the new address confirms it) and deleting the
 * account. Both ask for the current password, so a session left open on a shared device cannot take the account.
 */
export function createAccountRoutes(ctx: IdentityContext): Router {
  const router = express.Router();
  router.post('/users/me/email', handleChangeEmail(ctx));
  router.get('/auth/email-change-confirmation', handleEmailChangeConfirmation(ctx));
  router.post('/users/me/delete', handleDeleteAccount(ctx));
  return router;
}
