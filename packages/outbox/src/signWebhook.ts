/**
 * SERVER-ONLY (node:crypto, the shared secret). Signs a webhook body as packages/contracts/src/webhooks.ts
 * describes: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
import { createHmac } from 'node:crypto';

/** Hex HMAC-SHA256 of `<timestamp>.<raw body>` with the shared secret. */
export function webhookHmac(timestamp: number, rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The signature header (WEBHOOK_SIGNATURE_HEADER) of a body sent at `now` (milliseconds since the epoch). */
export function signWebhook(rawBody: string | Buffer, secret: string, now: number = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${webhookHmac(timestamp, rawBody, secret)}`;
}
