import { z } from 'zod';

/**
 * The state a document hands to the shell in <script id="__NEWS_STATE__" type="application/json">: the brand,
 * the remote registry the document was rendered with (the pin: the browser loads exactly these builds), and the
 * page data of a server-rendered remote.
 */
export const documentStateSchema = z.object({
  mandator: z.string(),
  brandName: z.string(),
  registry: z.record(
    z.string(),
    z.object({ entry: z.string(), ssrEntry: z.string().optional(), version: z.string().optional() }),
  ),
  consentManagement: z.boolean(),
  ssr: z.object({ remote: z.string(), page: z.unknown() }).optional(),
});
export type DocumentState = z.infer<typeof documentStateSchema>;
