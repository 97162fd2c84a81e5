import { z } from 'zod/mini';

/**
 * The error body of the user API and of the gateway's app-server endpoints for bookmarks, onboarding and
 * settings: the HTTP status, a machine-readable code and a German text a reader may see.
 */
export const apiErrorSchema = z.object({
  status: z.int().check(z.minimum(400), z.maximum(599)),
  code: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** An error body: always `{ status, code, message }`, with a German message where a reader may see it. */
export const apiError = (status: number, code: string, message: string): ApiError => ({
  status,
  code,
  message,
});
