import type { ApiError } from '@news/contracts/apiError';

/** A refusal of the paywall service; the error handler answers it as `{ status, code, message }`. */
export class PaywallApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaywallApiError';
  }

  get body(): ApiError {
    return { status: this.status, code: this.code, message: this.message };
  }
}
