import { newsletterTokenBodySchema } from '@news/contracts/newsletterSubscriptions';
import type { Request } from 'express';

/** The token of the link (query) or of the page's form (body), if it has the token's shape. */
export function newsletterLinkToken(req: Request): string | undefined {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const candidate = typeof body.token === 'string' ? body.token : req.query.token;
  const parsed = newsletterTokenBodySchema.safeParse({ token: candidate });
  return parsed.success ? parsed.data.token : undefined;
}
