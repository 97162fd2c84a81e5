import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('asks for both fields when empty', () => {
    expect(validateLogin({ identifier: ' ', password: '' })).toEqual({
      identifier: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      password: 'Bitte geben Sie Ihr Passwort ein.',
    });
  });
  it('rejects an address without a domain', () => {
    expect(validateLogin({ identifier: 'leser@', password: 'x' }).identifier).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  });
  it('accepts a well-formed address and a password', () => {
    expect(validateLogin({ identifier: 'leser@example.com', password: 'Demo-Passwort-2026' })).toEqual({});
  });
});
