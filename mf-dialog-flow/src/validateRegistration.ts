import { emailError } from './emailError';
import { passwordError } from './passwordError';

export const salutations = ['Frau', 'Herr', 'Divers', 'none'] as const;
export type RegistrationInput = {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};
export type RegistrationErrors = Partial<Record<keyof RegistrationInput, string>>;

const nameError = (value: string, empty: string): string | undefined => {
  const name = value.trim();
  if (name === '') return empty;
  if (name.length > 100) return 'Bitte verwenden Sie höchstens 100 Zeichen.';
  return undefined;
};

/** Field-level checks of the registration form (the rules of POST /api/auth/register). */
export function validateRegistration(input: RegistrationInput): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!(salutations as readonly string[]).includes(input.salutation))
    errors.salutation = 'Bitte wählen Sie eine Anrede.';
  const first = nameError(input.firstName, 'Bitte geben Sie Ihren Vornamen ein.');
  if (first) errors.firstName = first;
  const last = nameError(input.lastName, 'Bitte geben Sie Ihren Nachnamen ein.');
  if (last) errors.lastName = last;
  const email = emailError(input.email);
  if (email) errors.email = email;
  const password = passwordError(input.password);
  if (password) errors.password = password;
  return errors;
}
