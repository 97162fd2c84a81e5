import { createHash, randomBytes } from 'node:crypto';
import { oauthBindingSchema } from './identityApi';
import { bindingOf } from './oauthBinding';

describe('bindingOf', () => {
  it('is the base64url sha256 of the secret, a valid binding for the identity API', () => {
    const secret = randomBytes(32).toString('base64url');
    const binding = bindingOf(secret);
    expect(binding).toBe(createHash('sha256').update(secret).digest('base64url'));
    expect(oauthBindingSchema.safeParse(binding).success).toBe(true);
  });

  it('differs for every secret and never names the secret itself', () => {
    const a = randomBytes(32).toString('base64url');
    const b = randomBytes(32).toString('base64url');
    expect(bindingOf(a)).not.toBe(bindingOf(b));
    expect(bindingOf(a)).not.toBe(a);
    expect(bindingOf(a)).toBe(bindingOf(a));
  });
});
