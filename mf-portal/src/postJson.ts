import { HttpError } from '@news/http-client/createHttpClient';
import { messageForReader } from '@news/http-client/messageForReader';
import { apiClient } from './apiClient';

/** What a state-changing call of the app server answered: the body, or the German message of its refusal. */
export type PostResult = { ok: true; body: unknown } | { ok: false; message: string };

/** POSTs JSON to the app server with the session cookie; a failure is a refusal with a German text. */
export async function postJson(url: string, json: unknown): Promise<PostResult> {
  try {
    return {
      ok: true,
      body: await apiClient.request(url, { method: 'POST', credentials: 'same-origin', json }),
    };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: messageForReader(error) };
    throw error;
  }
}
