import { z } from 'zod';

/**
 * The error body of the user API and of the gateway's app-server endpoints for bookmarks, onboarding and
 * settings: the HTTP status, a machine-readable code and a German text a reader may see.
 */
export const apiErrorSchema = z.object({
  status: z.number().int().min(400).max(599),
  code: z.string().min(1),
  message: z.string().min(1),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
