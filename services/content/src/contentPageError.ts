/** A client error of a content page (400/404), answered as `{ status, message, path? }` by the router. */
export class ContentPageError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
    readonly path?: string,
  ) {
    super(message);
    this.name = 'ContentPageError';
  }
}
