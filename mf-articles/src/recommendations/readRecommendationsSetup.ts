import { getMandator, type MandatorRecommendations } from '@news/config/mandators';
import { coerceSettings } from '@news/config/settings';
import { readDocumentState } from '@news/contracts/readDocumentState';

/** What the widget needs of the brand: its recommendations configuration and the give-up time. */
export type RecommendationsSetup = MandatorRecommendations & { timeoutMs: number };

/**
 * The brand's recommendations setup, from the brand the document names (its state, written by the gateway from the
 * host) and that brand's settings (data_reco_timeout_ms); null without a readable state or a known brand.
 */
export function readRecommendationsSetup(doc: Document): RecommendationsSetup | null {
  let mandatorId: string;
  try {
    mandatorId = readDocumentState(doc).mandator;
  } catch {
    return null;
  }
  const mandator = getMandator(mandatorId);
  if (!mandator) return null;
  return {
    ...mandator.recommendations,
    timeoutMs: Math.max(0, coerceSettings(mandator.settings).data_reco_timeout_ms),
  };
}
