/**
 * Used when WEBHOOK_SECRET is not set outside production. Public, so it protects nothing: production refuses to
 * start without a real secret (readWebhookSecret).
 */
export const DEV_WEBHOOK_SECRET = 'dev-webhook-secret-not-for-production-use';

const MIN_SECRET_LENGTH = 32;

/**
 * WEBHOOK_SECRET (at least 32 characters): signs the webhooks between services (contracts/webhooks.ts), the same
 * value for the sender and every receiver. Outside production it defaults to DEV_WEBHOOK_SECRET; with
 * NODE_ENV=production a missing, short or default secret is an error, so the process refuses to start.
 */
export function readWebhookSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.WEBHOOK_SECRET?.trim();
  const production = env.NODE_ENV === 'production';
  if (!secret) {
    if (production)
      throw new Error(
        'WEBHOOK_SECRET must be set when NODE_ENV=production (the same value for every service that sends or ' +
          'receives webhooks and the gateway, at least 32 characters; e.g. `openssl rand -base64 48`)',
      );
    return DEV_WEBHOOK_SECRET;
  }
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`WEBHOOK_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
  if (production && secret === DEV_WEBHOOK_SECRET)
    throw new Error('WEBHOOK_SECRET must not be the public development default when NODE_ENV=production');
  return secret;
}
