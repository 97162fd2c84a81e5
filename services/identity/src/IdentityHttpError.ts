import type { IdentityErrorName } from '@news/contracts/identityApi';

/** An error answered as `{ data: null, error: { status, name, message, details } }`. */
export class IdentityHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: IdentityErrorName,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'IdentityHttpError';
  }
}

export const messages = {
  invalidInput: 'Bitte überprüfen Sie Ihre Eingaben.',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  emailNotConfirmed:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Klicken Sie auf den Link in der E-Mail, die wir Ihnen nach der Registrierung geschickt haben.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  sameEmail: 'Das ist bereits Ihre E-Mail-Adresse.',
  unauthorized: 'Bitte melden Sie sich an.',
  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  invalidCode: 'Der Link ist ungültig oder abgelaufen.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  wrongCurrentPassword: 'Das aktuelle Passwort ist falsch.',
  tooManyRequests: 'Zu viele Versuche. Bitte versuchen Sie es später noch einmal.',
  busy: 'Die Anmeldung ist gerade stark ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  socialLoginFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  socialEmailUnverified: 'Ihre E-Mail-Adresse ist beim Anbieter nicht bestätigt.',
  socialNotConfigured: 'Diese Anmeldeart ist zurzeit nicht verfügbar.',
  notFound: 'Nicht gefunden.',
  invalidSignature: 'Die Signatur der Nachricht ist ungültig.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  internal: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
} as const;

export const validationError = (
  details: Record<string, unknown> = {},
  message: string = messages.invalidInput,
) => new IdentityHttpError(400, 'ValidationError', message, details);
export const applicationError = (message: string, details: Record<string, unknown> = {}) =>
  new IdentityHttpError(400, 'ApplicationError', message, details);
export const unauthorizedError = (message: string = messages.unauthorized) =>
  new IdentityHttpError(401, 'UnauthorizedError', message);
/** Details code of a right password for an account whose address is not confirmed yet. */
export const EMAIL_NOT_CONFIRMED = 'email_not_confirmed';
export const emailNotConfirmedError = () =>
  new IdentityHttpError(403, 'ForbiddenError', messages.emailNotConfirmed, { code: EMAIL_NOT_CONFIRMED });
export const notFoundError = () => new IdentityHttpError(404, 'NotFoundError', messages.notFound);
