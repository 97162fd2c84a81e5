import { identityErrorSchema } from '@news/contracts/identityApi';
import { z } from 'zod/mini';

/** A failure names the fields its details point at and, when the service gave one, a machine-readable code. */
export type SessionResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fields: string[]; code?: string };

const fieldDetailsSchema = z.object({
  errors: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])) })),
});
const detailsCodeSchema = z.object({ code: z.string() });
const plainErrorSchema = z.object({ message: z.string().check(z.minLength(1), z.maxLength(500)) });

const offline = 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.';
const unavailable = 'Das hat leider nicht geklappt. Bitte versuchen Sie es später erneut.';

function tooManyAttempts(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0
    ? `Zu viele Versuche. Bitte warten Sie ${Math.ceil(seconds)} Sekunden und versuchen Sie es dann erneut.`
    : 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
}

/** Reads a failed answer: the German message of the error envelope, the fields and the code its details name. */
export function readSessionError(
  status: number,
  body: unknown,
  retryAfter: string | null,
): Extract<SessionResult<never>, { ok: false }> {
  const envelope = identityErrorSchema.safeParse(body);
  if (envelope.success) {
    const details = fieldDetailsSchema.safeParse(envelope.data.error.details);
    const fields = details.success
      ? details.data.errors.map((e) => String(e.path[0] ?? '')).filter((f) => f !== '')
      : [];
    const message = status === 429 ? tooManyAttempts(retryAfter) : envelope.data.error.message;
    const code = detailsCodeSchema.safeParse(envelope.data.error.details).data?.code;
    return { ok: false as const, message, fields, ...(code ? { code } : {}) };
  }
  if (status === 429) return { ok: false as const, message: tooManyAttempts(retryAfter), fields: [] };
  const plain = plainErrorSchema.safeParse(body);
  const message = plain.success && /[a-zäöüß]\s/i.test(plain.data.message) ? plain.data.message : unavailable;
  return { ok: false as const, message, fields: [] };
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
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'POST'
          ? { 'content-type': 'application/json', accept: 'application/json' }
          : { accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
  } catch {
    return { ok: false, message: offline, fields: [] };
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) return readSessionError(res.status, json, res.headers.get('retry-after'));
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: unavailable, fields: [] };
}
