import { z } from 'zod/mini';
import { ivwSetupSchema } from './ivwSetup';

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
    z.object({ entry: z.string(), ssrEntry: z.optional(z.string()), version: z.optional(z.string()) }),
  ),
  consentManagement: z.boolean(),
  /** The brand's consent page (spec §2): a link to it rejects all consents where consent management runs. */
  consentPage: z.optional(z.string()),
  /** The build (dist/builds/latest.json id) that rendered the document: the shell compares the polled id with it. */
  buildId: z.optional(z.string()),
  /** The brand's third-party script per vendor, loaded by the consent remote after that vendor's consent. */
  vendorScripts: z.optional(z.record(z.string(), z.string())),
  /** The brand's IVW measurement (settings ivw_*), absent when the brand does not measure with IVW. */
  ivw: z.optional(ivwSetupSchema),
  ssr: z.optional(z.object({ remote: z.string(), page: z.unknown() })),
  /**
   * Documents of routes with the iframe-embedding middleware: the partner origins (FRAME_ANCESTORS) that may
   * frame them besides this site, so the dialog talks postMessage with exactly these origins.
   */
  frameAncestors: z.optional(z.array(z.url())),
});
export type DocumentState = z.infer<typeof documentStateSchema>;
