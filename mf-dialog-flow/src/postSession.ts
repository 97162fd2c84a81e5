import { HttpError } from '@news/http-client/createHttpClient';
import { messageForReader, READER_MESSAGES } from '@news/http-client/messageForReader';
import { z } from 'zod/mini';
import { sessionClient } from './apiClient';

/** A failure names the fields its details point at and, when the service gave one, a machine-readable code. */
export type SessionResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fields: string[]; code?: string };

const fieldDetailsSchema = z.object({
  error: z.object({
    details: z.object({
      errors: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])) })),
    }),
  }),
});

/**
 * Reads a failed call: the German message for the reader (the http-client's table, or the service's own text),
 * the fields the identity envelope's details name, and its code.
 */
export function readSessionError(error: HttpError): Extract<SessionResult<never>, { ok: false }> {
  const details = fieldDetailsSchema.safeParse(error.body);
  const fields = details.success
    ? details.data.error.details.errors.map((e) => String(e.path[0] ?? '')).filter((f) => f !== '')
    : [];
  const message = messageForReader(error);
  return { ok: false as const, message, fields, ...(error.code ? { code: error.code } : {}) };
}

/**
 * A same-origin JSON call of the session API (cookies are httpOnly; fetch sends the Origin header). The answer
 * is validated with `schema`; failures become a German message for the reader.
 */
export async function postSession<T>(
  path: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
  method: 'POST' | 'GET' = 'POST',
): Promise<SessionResult<T>> {
  let answer: unknown;
  try {
    answer = await sessionClient.request(path, {
      method,
      credentials: 'same-origin',
      ...(method === 'POST' ? { json: body } : {}),
    });
  } catch (error) {
    if (error instanceof HttpError) return readSessionError(error);
    throw error;
  }
  const parsed = schema.safeParse(answer);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: READER_MESSAGES.unknown, fields: [] };
}
