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
  not_found: [404, 'Nicht gefunden.'],
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
