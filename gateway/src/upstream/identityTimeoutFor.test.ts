import { identityTimeoutFor } from './identityTimeoutFor';

const timeouts = { upstreamTimeoutMs: 1000, passwordTimeoutMs: 5000 };

describe('identityTimeoutFor', () => {
  it.each([
    ['POST', '/auth/local'],
    ['POST', '/auth/local/register'],
    ['POST', '/auth/reset-password'],
    ['POST', '/auth/change-password'],
    ['post', '/auth/change-password/'],
    ['POST', '/users/me/email'],
    ['POST', '/users/me/delete'],
  ])('gives the password check %s %s the long timeout', (method, path) => {
    expect(identityTimeoutFor(method, path, timeouts)).toBe(5000);
  });

  it.each([
    ['POST', '/auth/refresh'],
    ['POST', '/auth/logout'],
    ['GET', '/users/me'],
    ['PATCH', '/users/me'],
    ['GET', '/.well-known/jwks.json'],
    ['GET', '/auth/providers'],
    ['GET', '/auth/email-confirmation?confirmation=abc'],
    ['POST', '/auth/forgot-password'],
    ['GET', '/auth/local'],
    ['POST', '/auth/local/register/x'],
    ['GET', '/fault-probe'],
  ])('gives %s %s the general upstream timeout', (method, path) => {
    expect(identityTimeoutFor(method, path, timeouts)).toBe(1000);
  });
});
