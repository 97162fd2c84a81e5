import { closePasswordHashing, hashPassword, needsRehash, verifyPassword } from './hashPassword';

afterAll(closePasswordHashing);

describe('hashPassword', () => {
  it('uses scrypt with OWASP parameters by default and verifies', async () => {
    const hash = await hashPassword('Demo-Passwort-2026');
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword('Demo-Passwort-2026', hash)).toBe(true);
    expect(await verifyPassword('Demo-Passwort-2027', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash and keeps parameters in the string', async () => {
    const a = await hashPassword('gleich-gleich', 10);
    const b = await hashPassword('gleich-gleich', 10);
    expect(a).not.toBe(b);
    expect(await verifyPassword('gleich-gleich', a)).toBe(true);
    expect(needsRehash(a)).toBe(true);
    expect(needsRehash(a, 10)).toBe(false);
  });

  it('never matches a malformed or tampered hash', async () => {
    const hash = await hashPassword('passwort-1', 10);
    expect(await verifyPassword('passwort-1', '')).toBe(false);
    expect(await verifyPassword('passwort-1', 'plain')).toBe(false);
    expect(await verifyPassword('passwort-1', hash.replace('ln=10', 'ln=11'))).toBe(false);
    expect(await verifyPassword('passwort-1', hash.replace('ln=10', 'ln=40'))).toBe(false);
  });

  it('treats composed and decomposed umlauts alike', async () => {
    const hash = await hashPassword('Grüße-2026', 10);
    expect(await verifyPassword('Gru\u0308ße-2026', hash)).toBe(true);
  });
});
