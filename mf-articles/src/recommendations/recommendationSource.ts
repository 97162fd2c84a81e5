import type { BusUser } from '@news/contracts/busEvents';
import type { ConsentVendorId } from '@news/contracts/consentVendors';
import type { RecommendationsSetup } from '@news/contracts/recommendations';

/** Who fills the recommendations box for a reader: nobody, our own content, or the brand's third-party provider. */
export type RecommendationSource = 'none' | 'first-party' | ConsentVendorId;

/**
 * The source for this reader (spec §1, §6): none for a PUR reader without plus; the brand's third-party provider
 * only when the reader allowed that vendor and is not ad-free (PUR, also with plus); otherwise our own content. A
 * brand without recommendations (recoEnabled false) renders no widget at all (page data).
 */
export function recommendationSource(
  config: Pick<RecommendationsSetup, 'provider'>,
  user: Pick<BusUser, 'roles'> | null,
  /** The reader's consent per vendor (cookie or the consent topic's last event), null before a choice. */
  grants: Readonly<Record<string, boolean>> | null,
): RecommendationSource {
  const roles = user?.roles ?? [];
  const pur = roles.includes('PUR_USER');
  if (pur && !roles.includes('PLUS_USER')) return 'none';
  if (config.provider !== 'first-party' && !pur && grants?.[config.provider] === true) return config.provider;
  return 'first-party';
}
