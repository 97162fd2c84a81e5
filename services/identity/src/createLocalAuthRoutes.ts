import express, { type Router } from 'express';
import { toUser } from './accounts';
import { authenticate } from './authenticate';
import { handleChangePassword } from './handlers/handleChangePassword';
import { handleEmailConfirmation } from './handlers/handleEmailConfirmation';
import { handleLogin } from './handlers/handleLogin';
import { handleLogout } from './handlers/handleLogout';
import { handleMailRequest } from './handlers/handleMailRequest';
import { handleRefresh } from './handlers/handleRefresh';
import { handleRegister } from './handlers/handleRegister';
import { handleResetPassword } from './handlers/handleResetPassword';
import { handleUpdateProfile } from './handlers/handleUpdateProfile';
import type { IdentityContext } from './IdentityContext';
import { sendConfirmationMail } from './sendConfirmationMail';
import { sendPasswordResetMail } from './sendPasswordResetMail';

/** Local accounts: login, registration, e-mail confirmation, password reset and change, refresh, logout, me. */
export function createLocalAuthRoutes(ctx: IdentityContext): Router {
  const router = express.Router();
  router.post('/auth/local', handleLogin(ctx));
  router.post('/auth/local/register', handleRegister(ctx));
  router.get('/auth/email-confirmation', handleEmailConfirmation(ctx));
  router.post(
    '/auth/forgot-password',
    handleMailRequest(ctx, 'reset mail', (account) => sendPasswordResetMail(ctx, account)),
  );
  router.post(
    '/auth/send-email-confirmation',
    handleMailRequest(ctx, 'confirmation mail', (account) =>
      account.email_verified ? undefined : sendConfirmationMail(ctx, account),
    ),
  );
  router.post('/auth/reset-password', handleResetPassword(ctx));
  router.post('/auth/change-password', handleChangePassword(ctx));
  router.get('/users/me', async (req, res) => {
    res.json(toUser(await authenticate(ctx, req)));
  });
  router.patch('/users/me', handleUpdateProfile(ctx));
  router.post('/auth/refresh', handleRefresh(ctx));
  router.post('/auth/logout', handleLogout(ctx));
  return router;
}
