/** What the portal's error page (/error/{errorMessageKey}) tells the reader, with what to do next. */
export interface ErrorMessage {
  text: string;
  action: { label: string; href: string };
}

const home = { label: 'Zur Startseite', href: '/' };
const login = { label: 'Anmelden', href: '#login' };

/**
 * German texts of the error keys other parts of the site send readers to (spec §2 "/error/{errorMessageKey}";
 * the product's texts are not specified, these are ours). Unknown keys get a generic text.
 */
const messages: Readonly<Record<string, ErrorMessage>> = {
  'password-reset-link-invalid': {
    text: 'Der Link zum Zurücksetzen Ihres Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
    action: { label: 'Neuen Link anfordern', href: '#forgot-password' },
  },
  'email-confirmation-failed': {
    text: 'Ihre E-Mail-Adresse konnte nicht bestätigt werden: Der Link ist ungültig oder abgelaufen. Nach der Anmeldung können Sie eine neue Bestätigungs-E-Mail anfordern.',
    action: login,
  },
  'login-failed': {
    text: 'Die Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
    action: login,
  },
  'session-expired': {
    text: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    action: login,
  },
  'code-invalid': {
    text: 'Dieser Code ist ungültig oder wurde bereits eingelöst. Bitte prüfen Sie Ihre Eingabe.',
    action: { label: 'Code erneut eingeben', href: '/order/code' },
  },
  'invite-invalid': {
    text: 'Diese Einladung ist ungültig oder abgelaufen.',
    action: { label: 'Unsere Angebote', href: '/order' },
  },
  'payment-failed': {
    text: 'Die Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Leserservice.',
    action: { label: 'Zu den Angeboten', href: '/order' },
  },
  'subscription-not-found': {
    text: 'Zu Ihrem Konto haben wir kein Abo gefunden. Haben Sie sich vielleicht mit einer anderen E-Mail-Adresse registriert?',
    action: { label: 'Zu Ihrem Konto', href: '/account' },
  },
};

const generic: ErrorMessage = {
  text: 'Leider ist etwas schiefgegangen. Bitte versuchen Sie es später noch einmal.',
  action: home,
};

export function errorMessage(key: string | undefined): ErrorMessage {
  return key !== undefined && Object.hasOwn(messages, key) ? (messages[key] ?? generic) : generic;
}
