import { HttpError } from '@news/http-client/createHttpClient';
import { messageForReader } from '@news/http-client/messageForReader';
import { apiClient } from './apiClient';

/** What a call of the user API came to: the parsed body (undefined for 204), or a German reason for the reader. */
export type UserApiResult = { ok: true; body: unknown } | { ok: false; message: string };

/**
 * One call of the user API with the session cookie (same-origin: the gateway's CSRF check lets a change pass). A
 * refusal carries the API's German message; a lost connection or a server error a general German text.
 */
export async function userApiRequest(
  url: string,
  init: { method: 'GET' | 'POST' | 'DELETE'; body?: unknown } = { method: 'GET' },
): Promise<UserApiResult> {
  try {
    const body = await apiClient.request(url, {
      method: init.method,
      credentials: 'same-origin',
      cache: 'no-store',
      json: init.body,
    });
    return { ok: true, body };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: messageForReader(error) };
    throw error;
  }
}
