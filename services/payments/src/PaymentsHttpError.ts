/** An error answered as `{ status, message }` with a machine-readable code as message (paymentsErrorSchema). */
export class PaymentsHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
    this.name = 'PaymentsHttpError';
  }
}
