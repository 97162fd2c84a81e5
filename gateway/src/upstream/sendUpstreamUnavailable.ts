import type { ServerResponse } from 'node:http';
import { apiError } from '@news/contracts/apiError';

/** Seconds after which a reader or client may try again when an upstream was unavailable. */
export const UPSTREAM_RETRY_AFTER_SECONDS = 30;

export const upstreamUnavailableError = apiError(
  503,
  'upstream_unavailable',
  'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
);

/** The JSON answer of an API call whose upstream did not answer in time or at all: 503 with Retry-After. */
export function sendUpstreamUnavailable(res: ServerResponse): void {
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(UPSTREAM_RETRY_AFTER_SECONDS),
  });
  res.end(JSON.stringify(upstreamUnavailableError));
}
