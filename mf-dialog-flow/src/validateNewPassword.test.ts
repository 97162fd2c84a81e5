import { validateNewPassword } from './validateNewPassword';

describe('validateNewPassword', () => {
  it('accepts a matching new password', () => {
    expect(
      validateNewPassword({ password: 'Neues-Passwort', passwordConfirmation: 'Neues-Passwort' }, false),
    ).toEqual({});
  });
  it('asks for the current password only when changing it', () => {
    const input = { currentPassword: '', password: 'Neues-Passwort', passwordConfirmation: 'Neues-Passwort' };
    expect(validateNewPassword(input, true)).toEqual({
      currentPassword: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    });
    expect(validateNewPassword(input, false)).toEqual({});
  });
  it('reports a short password and a confirmation that differs', () => {
    expect(validateNewPassword({ password: 'kurz', passwordConfirmation: 'anders' }, false)).toEqual({
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
      passwordConfirmation: 'Die Passwörter stimmen nicht überein.',
    });
    expect(validateNewPassword({ password: '', passwordConfirmation: '' }, false)).toEqual({
      password: 'Bitte wählen Sie ein Passwort.',
      passwordConfirmation: 'Bitte wiederholen Sie das neue Passwort.',
    });
  });
});
