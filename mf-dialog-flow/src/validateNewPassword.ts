import { passwordError } from './passwordError';

export type NewPasswordInput = { currentPassword?: string; password: string; passwordConfirmation: string };
export type NewPasswordErrors = Partial<Record<keyof NewPasswordInput, string>>;

/**
 * Field-level checks of the password forms: reset (with the mailed code) and change (with the current password,
 * `requireCurrent`). The confirmation must repeat the new password.
 */
export function validateNewPassword(input: NewPasswordInput, requireCurrent: boolean): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (requireCurrent && (input.currentPassword ?? '') === '')
    errors.currentPassword = 'Bitte geben Sie Ihr aktuelles Passwort ein.';
  const password = passwordError(input.password);
  if (password) errors.password = password;
  if (input.passwordConfirmation === '')
    errors.passwordConfirmation = 'Bitte wiederholen Sie das neue Passwort.';
  else if (input.passwordConfirmation !== input.password)
    errors.passwordConfirmation = 'Die Passwörter stimmen nicht überein.';
  return errors;
}
