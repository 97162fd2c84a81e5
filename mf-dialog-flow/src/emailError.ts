const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The German field message for an e-mail address, or undefined when it is acceptable. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Bitte geben Sie Ihre E-Mail-Adresse ein.';
  if (email.length > 254 || !emailPattern.test(email))
    return 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
  return undefined;
}
