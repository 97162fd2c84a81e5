import { z } from 'zod';

/**
 * The state a document hands to the shell in <script id="__NEWS_STATE__" type="application/json">: the brand,
 * the remote registry the document was rendered with (the pin: the browser loads exactly these builds), the
 * page data of a server-rendered remote, and who may frame it.
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
  /**
   * Documents of routes with the iframe-embedding middleware: the partner origins (FRAME_ANCESTORS) that may
   * frame them besides this site, so the dialog talks postMessage with exactly these origins.
   */
  frameAncestors: z.array(z.url()).optional(),
});
export type DocumentState = z.infer<typeof documentStateSchema>;
