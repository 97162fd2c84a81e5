import { apiError, type ApiError } from '@news/contracts/apiError';

/** Every refusal of the payments service: its status and the German text a reader may see. */
const ERRORS = {
  unauthorized: [401, 'Bitte melden Sie sich an.'],
  forbidden: [403, 'Sie können nur Ihr eigenes Kundenkonto und Guthaben verwenden.'],
  invalid_request: [400, 'Die Anfrage ist ungültig.'],
  invalid_credit_use: [400, 'Die Angaben zum Freischalten mit einem Coin sind ungültig.'],
  unknown_mandator: [400, 'Dieses Angebot gibt es nicht.'],
  customer_not_found: [404, 'Zu Ihrem Konto gibt es kein Kundenkonto.'],
  wallet_not_found: [404, 'Zu diesem Kundenkonto gibt es kein Guthaben.'],
  purchase_not_found: [404, 'Diesen Artikel haben Sie nicht mit einem Coin freigeschaltet.'],
  no_credits_left: [409, 'Ihre Coins sind aufgebraucht.'],
  invalid_checkout: [400, 'Bitte prüfen Sie Ihre Angaben zur Bestellung.'],
  unknown_product: [400, 'Dieses Angebot gibt es nicht.'],
  unknown_payment_method: [400, 'Diese Zahlungsart gibt es nicht.'],
  payment_declined: [402, 'Die Zahlung wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.'],
  already_subscribed: [409, 'Dieses Abo haben Sie bereits.'],
  idempotency_key_reused: [409, 'Diese Bestellung wurde bereits mit einem anderen Angebot aufgegeben.'],
  not_found: [404, 'Nicht gefunden.'],
  invalid_voucher: [400, 'Bitte geben Sie einen gültigen Code ein (Buchstaben, Ziffern und Bindestriche).'],
  voucher_unknown: [404, 'Diesen Code kennen wir nicht. Bitte prüfen Sie die Schreibweise.'],
  voucher_expired: [410, 'Dieser Code ist abgelaufen.'],
  voucher_already_redeemed: [409, 'Dieser Code wurde bereits eingelöst.'],
  too_many_attempts: [
    429,
    'Zu viele Versuche. Bitte warten Sie eine Stunde und versuchen Sie es dann erneut.',
  ],
  invalid_invitation: [400, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
  invitation_plus_only: [403, 'Freunde einladen können Leserinnen und Leser mit plus-Abo.'],
  invitation_self: [400, 'Sich selbst können Sie nicht einladen.'],
  invitation_limit_reached: [429, 'Sie haben alle Einladungen der letzten 30 Tage verschickt.'],
  invitation_trial_used: [409, 'Mit dieser E-Mail-Adresse wurde plus bereits getestet.'],
  invitation_unknown: [404, 'Diese Einladung kennen wir nicht. Bitte öffnen Sie den Link aus der E-Mail.'],
  invitation_expired: [410, 'Diese Einladung ist abgelaufen.'],
  invitation_used: [409, 'Diese Einladung wurde bereits angenommen.'],
  invitation_other_address: [
    403,
    'Diese Einladung gilt für eine andere E-Mail-Adresse. Bitte melden Sie sich mit der eingeladenen Adresse an.',
  ],
  invalid_verification: [
    400,
    'Bitte geben Sie Ihre Kundennummer (nur Ziffern) und eine fünfstellige Postleitzahl ein.',
  ],
  verification_failed: [
    404,
    'Zu dieser Kundennummer und Postleitzahl haben wir kein Abo gefunden. Bitte prüfen Sie Ihre Angaben.',
  ],
  verification_already_linked: [409, 'Dieses Abo ist bereits mit einem anderen Konto verknüpft.'],
  invalid_signature: [401, 'Die Signatur fehlt oder ist ungültig.'],
  invalid_import: [400, 'Die Daten des Imports sind ungültig.'],
  identity_verification_unavailable: [
    503,
    'Die Anmeldung kann gerade nicht geprüft werden. Bitte versuchen Sie es später erneut.',
  ],
  internal_error: [500, 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.'],
} as const satisfies Record<string, readonly [number, string]>;

export type PaymentsErrorCode = keyof typeof ERRORS;

/** A refusal, answered as `{ status, code, message }` (apiError) by the service's error handler. */
export class PaymentsHttpError extends Error {
  readonly status: number;

  constructor(readonly code: PaymentsErrorCode) {
    super(ERRORS[code][1]);
    this.name = 'PaymentsHttpError';
    this.status = ERRORS[code][0];
  }

  get body(): ApiError {
    return apiError(this.status, this.code, this.message);
  }
}
