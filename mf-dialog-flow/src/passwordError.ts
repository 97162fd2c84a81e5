/** The German field message for a new password (8 to 128 characters), or undefined when it is acceptable. */
export function passwordError(value: string): string | undefined {
  if (value === '') return 'Bitte wählen Sie ein Passwort.';
  if (value.length < 8) return 'Das Passwort muss mindestens 8 Zeichen lang sein.';
  if (value.length > 128) return 'Das Passwort darf höchstens 128 Zeichen lang sein.';
  return undefined;
}
