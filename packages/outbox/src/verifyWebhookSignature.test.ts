import { createHmac } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@news/contracts/webhooks';
import { signWebhook } from './signWebhook';
import { verifyWebhookSignature } from './verifyWebhookSignature';

const secret = 'a-webhook-secret-of-at-least-32-characters';
const body = '{"id":"6f1c2b9e-8d7a-4c3b-9e2f-1a0b9c8d7e6f","type":"credit_purchase.created"}';
const now = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('signWebhook and verifyWebhookSignature', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 as the contract describes, and accepts its own signature', () => {
    const header = signWebhook(body, secret, now);
    const t = now / 1000;
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
    expect(verifyWebhookSignature(body, header, secret, now)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), header, secret, now)).toBe(true);
  });

  it('refuses another body, another secret, and a missing or malformed header', () => {
    const header = signWebhook(body, secret, now);
    expect(verifyWebhookSignature(`${body} `, header, secret, now)).toBe(false);
    expect(verifyWebhookSignature(body, header, `${secret}!`, now)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, secret, now)).toBe(false);
    const t = now / 1000;
    const v1 = header.split('v1=')[1] ?? '';
    for (const bad of [
      '',
      `t=${t}`,
      `v1=${v1}`,
      `t=${t},v1=${v1.toUpperCase()}`,
      `t=${t},v1=${v1.slice(1)}`,
      `t=${t},t=${t},v1=${v1}`,
      `t=${t}x,v1=${v1}`,
      `t=${t},v1=${v1}=`,
      `t=${t},v1=${'x'.repeat(2000)}`,
    ])
      expect(verifyWebhookSignature(body, bad, secret, now)).toBe(false);
  });

  it('refuses a signature older or newer than the tolerance, and accepts one at its edge', () => {
    const edge = WEBHOOK_TOLERANCE_SECONDS * 1000;
    const header = signWebhook(body, secret, now);
    expect(verifyWebhookSignature(body, header, secret, now + edge)).toBe(true);
    expect(verifyWebhookSignature(body, header, secret, now - edge)).toBe(true);
    expect(verifyWebhookSignature(body, header, secret, now + edge + 1000)).toBe(false);
    expect(verifyWebhookSignature(body, header, secret, now - edge - 1000)).toBe(false);
  });

  it('accepts a header with an old and a new signature when one matches (secret rotation)', () => {
    const header = signWebhook(body, secret, now);
    const old = signWebhook(body, 'an-old-webhook-secret-of-32-characters!', now).split(',')[1];
    expect(verifyWebhookSignature(body, `${header},${old}`, secret, now)).toBe(true);
    expect(verifyWebhookSignature(body, `${header.split(',')[0]},${old}`, secret, now)).toBe(false);
  });
});
