import { emailError } from './emailError';

export type LoginInput = { identifier: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Field-level checks before the login request; the server decides whether the credentials are right. */
export function validateLogin({ identifier, password }: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  const identifierError = emailError(identifier);
  if (identifierError) errors.identifier = identifierError;
  if (password === '') errors.password = 'Bitte geben Sie Ihr Passwort ein.';
  return errors;
}
