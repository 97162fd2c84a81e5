import type { ApiError } from '@news/contracts/apiError';

/** A refusal of the user API; the error handler answers it as `{ status, code, message }`. */
export class UserApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UserApiError';
  }

  get body(): ApiError {
    return { status: this.status, code: this.code, message: this.message };
  }
}
