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

/** One page view as queued for the IVW tag (`window.iomq`). */
export type IvwPageView = { st: string; dn: string; cp: string; path: string };
