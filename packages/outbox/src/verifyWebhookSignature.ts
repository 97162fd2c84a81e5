/**
 * SERVER-ONLY (node:crypto, the shared secret). The receiving end of a signed webhook (contracts/webhooks.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@news/contracts/webhooks';
import { webhookHmac } from './signWebhook';

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * True when `header` (`t=<unix seconds>,v1=<hex>`) signs exactly `rawBody` with `secret` and its time lies within
 * `toleranceSeconds` of `now` (milliseconds since the epoch), either way. Several `v1` values are allowed (a sender
 * that signs with an old and a new secret while they are rotated); one must match. Compares in constant time and
 * never throws: a missing, malformed, stale or wrong signature is simply false.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
  now: number = Date.now(),
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  if (!header || header.length > 1000) return false;
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return false;
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return false;
      timestamp = Number(value);
    } else if (key === 'v1' && HEX_SIGNATURE.test(value)) {
      signatures.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookHmac(timestamp, rawBody, secret), 'hex');
  let valid = false;
  for (const signature of signatures) valid = timingSafeEqual(expected, signature) || valid;
  return valid;
}
