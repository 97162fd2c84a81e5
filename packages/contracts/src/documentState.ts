import { z } from 'zod/mini';

/**
 * The brand's IVW measurement (SZM) as the document hands it to the consent remote (settings ivw_szm_enabled,
 * ivw_st_desktopname, ivw_st_mobilename, ivw_cname; spec §3): absent when the brand does not measure with IVW.
 * `desktopSite` and `mobileSite` are the offer ids (`st`) of the desktop and the mobile site, `cname` the
 * first-party measurement domain (`dn`).
 */
export const ivwSetupSchema = z.object({
  desktopSite: z.string(),
  mobileSite: z.string(),
  cname: z.string(),
});
export type IvwSetup = z.infer<typeof ivwSetupSchema>;

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
  /**
   * The remote that rendered the page on the server and the page data it rendered from, which the remote hydrates
   * with. An island first view leaves `page` out and carries its `pageDigest` (ADR 0013): the document stays small
   * (an article's within the first round trip of a slow connection), and the SPA runtime loads the page's
   * `_payload.json` when it starts, hydrating only when that payload has the digest of the data the HTML shows.
   */
  ssr: z.optional(
    z.object({ remote: z.string(), page: z.optional(z.unknown()), pageDigest: z.optional(z.string()) }),
  ),
  /**
   * Documents of routes with the iframe-embedding middleware: the partner origins (FRAME_ANCESTORS) that may
   * frame them besides this site, so the dialog talks postMessage with exactly these origins.
   */
  frameAncestors: z.optional(z.array(z.url())),
});
export type DocumentState = z.infer<typeof documentStateSchema>;
