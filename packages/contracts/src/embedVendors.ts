import { z } from 'zod/mini';
import type { ConsentVendorId } from './consentVendors';

/**
 * The vendors whose media an article may embed (spec §1, §3), with the one origin their player frame is loaded
 * from: an embed whose address is elsewhere is never loaded, and the document's CSP allows frames from exactly
 * these origins.
 */
export const embedVendors = {
  youtube: { name: 'YouTube', origin: 'https://www.youtube-nocookie.com' },
  vimeo: { name: 'Vimeo', origin: 'https://player.vimeo.com' },
  xCorp: { name: 'X', origin: 'https://platform.twitter.com' },
  instagram: { name: 'Instagram', origin: 'https://www.instagram.com' },
  tiktok: { name: 'TikTok', origin: 'https://www.tiktok.com' },
  glomex: { name: 'glomex', origin: 'https://player.glomex.com' },
} as const satisfies Partial<Record<ConsentVendorId, { name: string; origin: string }>>;

export type EmbedVendor = keyof typeof embedVendors;
export const embedVendorSchema = z.enum(Object.keys(embedVendors) as [EmbedVendor, ...EmbedVendor[]]);
export const embedOrigins: string[] = Object.values(embedVendors).map((v) => v.origin);

/** The player address, if it is on the vendor's origin (https only); otherwise undefined. */
export function embedSource(vendor: EmbedVendor, src: string): string | undefined {
  try {
    const url = new URL(src);
    return url.origin === embedVendors[vendor].origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}
