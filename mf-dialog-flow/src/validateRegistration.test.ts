import { validateRegistration } from './validateRegistration';

const valid = {
  salutation: 'Frau',
  firstName: 'Lena',
  lastName: 'Leser',
  email: 'lena@example.com',
  password: 'Sicheres-Passwort',
};

describe('validateRegistration', () => {
  it('accepts a complete registration, also without a salutation', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, salutation: 'none' })).toEqual({});
  });
  it('names every missing field in German', () => {
    expect(
      validateRegistration({ salutation: '', firstName: ' ', lastName: '', email: '', password: '' }),
    ).toEqual({
      salutation: 'Bitte wählen Sie eine Anrede.',
      firstName: 'Bitte geben Sie Ihren Vornamen ein.',
      lastName: 'Bitte geben Sie Ihren Nachnamen ein.',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      password: 'Bitte wählen Sie ein Passwort.',
    });
  });
  it('checks the e-mail format and the password length (8 to 128)', () => {
    expect(validateRegistration({ ...valid, email: 'lena@' }).email).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(validateRegistration({ ...valid, password: '1234567' }).password).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    );
    expect(validateRegistration({ ...valid, password: 'x'.repeat(129) }).password).toBe(
      'Das Passwort darf höchstens 128 Zeichen lang sein.',
    );
    expect(validateRegistration({ ...valid, password: 'x'.repeat(128) }).password).toBeUndefined();
    expect(validateRegistration({ ...valid, firstName: 'x'.repeat(101) }).firstName).toBe(
      'Bitte verwenden Sie höchstens 100 Zeichen.',
    );
  });
  it('refuses unknown salutations', () => {
    expect(validateRegistration({ ...valid, salutation: 'Dr.' }).salutation).toBe(
      'Bitte wählen Sie eine Anrede.',
    );
  });
});
