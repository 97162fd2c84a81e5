import type { Request } from 'express';
import { enforceRateLimit } from './enforceRateLimit';
import type { IdentityContext } from './IdentityContext';

/** Counts a Google, Apple or OAuth sign-in of the request's client IP (429 over the limit). */
export const limitSocialSignIn = (ctx: IdentityContext, req: Request): Promise<void> =>
  enforceRateLimit(ctx.rateLimitStore, `social:ip:${ctx.ip(req)}`, ctx.config.rateLimits.socialPerIp);
