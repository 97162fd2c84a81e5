import { createHmac } from 'node:crypto';
import {
  DEV_IMAGE_SIGNING_SECRET,
  imageSignature,
  readImageSigningSecret,
  signImageSource,
  verifyImageSignature,
} from './imageSignature';

const secret = 'test-secret-test-secret-test-secret-1234';

describe('image signature', () => {
  it('is base64url(HMAC-SHA256(secret, source path)) cut to 22 characters', () => {
    const expected = createHmac('sha256', secret)
      .update('seed/rb-100001.jpg')
      .digest('base64url')
      .slice(0, 22);
    expect(imageSignature('seed/rb-100001.jpg', secret)).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('signs a source into a baseUrl, with or without a leading slash', () => {
    const sig = imageSignature('seed/rb-100001.jpg', secret);
    expect(signImageSource('seed/rb-100001.jpg', secret)).toBe(`/img/${sig}/seed/rb-100001.jpg`);
    expect(signImageSource('/seed/rb-100001.jpg', secret)).toBe(`/img/${sig}/seed/rb-100001.jpg`);
  });

  it('refuses to sign unsafe source paths', () => {
    expect(() => signImageSource('seed/../etc/passwd.jpg', secret)).toThrow('Invalid image source path');
    expect(() => signImageSource('seed/a.svg', secret)).toThrow('Invalid image source path');
  });

  it('verifies the right signature and rejects tampering', () => {
    const sig = imageSignature('seed/rb-100001.jpg', secret);
    expect(verifyImageSignature('seed/rb-100001.jpg', sig, secret)).toBe(true);
    expect(verifyImageSignature('seed/rb-100002.jpg', sig, secret)).toBe(false);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyImageSignature('seed/rb-100001.jpg', flipped, secret)).toBe(false);
    expect(verifyImageSignature('seed/rb-100001.jpg', sig.slice(0, 21), secret)).toBe(false);
    expect(verifyImageSignature('seed/rb-100001.jpg', `${sig}x`, secret)).toBe(false);
    expect(verifyImageSignature('seed/rb-100001.jpg', sig, `${secret}!`)).toBe(false);
    expect(verifyImageSignature('../x.jpg', sig, secret)).toBe(false);
  });

  describe('readImageSigningSecret', () => {
    it('uses the dev default outside production', () => {
      expect(readImageSigningSecret({})).toBe(DEV_IMAGE_SIGNING_SECRET);
      expect(readImageSigningSecret({ NODE_ENV: 'development', IMAGE_SIGNING_SECRET: ' ' })).toBe(
        DEV_IMAGE_SIGNING_SECRET,
      );
    });

    it('requires a real secret in production', () => {
      expect(() => readImageSigningSecret({ NODE_ENV: 'production' })).toThrow(
        'IMAGE_SIGNING_SECRET must be set when NODE_ENV=production',
      );
      expect(() =>
        readImageSigningSecret({ NODE_ENV: 'production', IMAGE_SIGNING_SECRET: DEV_IMAGE_SIGNING_SECRET }),
      ).toThrow('must not be the public development default');
      expect(readImageSigningSecret({ NODE_ENV: 'production', IMAGE_SIGNING_SECRET: secret })).toBe(secret);
    });

    it('refuses a short secret', () => {
      expect(() => readImageSigningSecret({ IMAGE_SIGNING_SECRET: 'short' })).toThrow(
        'at least 32 characters',
      );
    });
  });
});
