import { emailError } from './emailError';

describe('emailError', () => {
  it('asks for an address, rejects malformed ones and accepts a valid one', () => {
    expect(emailError('  ')).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(emailError('leser@example')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(emailError('le ser@example.com')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(emailError(' leser@example.com ')).toBeUndefined();
  });
});
