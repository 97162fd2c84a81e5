import { passwordResetCodeSchema } from '@news/contracts/passwordResetCode';
import type { RouteMiddleware } from './routeMiddleware';

/** The portal error page for a reset link whose code cannot be right (see mf-portal's error texts). */
export const invalidResetLinkPath = '/error/password-reset-link-invalid';

/**
 * `open-change-password` (/change-password/{code}): opens the change-password dialog with the code of the reset
 * mail — in any login state — when the code is well-formed; a mangled link goes to an error page that explains
 * how to ask for a new one. Whether the code is valid is the identity service's decision on saving.
 */
export const openChangePasswordMiddleware: RouteMiddleware = (ctx) => {
  const code = passwordResetCodeSchema.safeParse(ctx.params.code);
  if (!code.success) {
    ctx.navigate(invalidResetLinkPath);
    return 'stop';
  }
  ctx.openOverlay('change-password', { code: code.data });
  return 'next';
};
