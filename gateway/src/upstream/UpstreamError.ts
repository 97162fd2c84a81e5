/** An upstream did not answer usably (unreachable, timeout, 5xx, unexpected status or shape): the page answers 503. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
}
