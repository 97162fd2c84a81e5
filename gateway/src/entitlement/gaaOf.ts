import type { Request } from 'express';
import { gaaParamsSchema, type GaaParams } from '@news/contracts/paywallApi';

/**
 * The Google subscription-linking parameters of spec §2, when all four came in the query with a shape they can
 * have, with the referrer they came with. Whether they make a linking context (Google host, unexpired, Google's
 * answer) is the paywall service's decision.
 */
export function gaaOf(req: Request): { params: GaaParams; referrer: string } | undefined {
  const q = req.query;
  const parsed = gaaParamsSchema.safeParse({
    gaa_at: q.gaa_at,
    gaa_n: q.gaa_n,
    gaa_sig: q.gaa_sig,
    gaa_ts: q.gaa_ts,
  });
  return parsed.success
    ? { params: parsed.data, referrer: (req.get('referer') ?? '').slice(0, 2048) }
    : undefined;
}
