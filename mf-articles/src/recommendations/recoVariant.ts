/** The A/B variant of the recommendations widget (spec §4): A a list of headlines, B fewer entries with pictures. */
export type RecoVariant = 'A' | 'B';

/** Where the reader's variant is kept (localStorage), so it is drawn once and stays. */
export const RECO_VARIANT_KEY = 'recoVariant';

/** Draws a variant: B with `percentB` percent probability (clamped to 0–100), else A. */
export function drawRecoVariant(percentB: number, random: () => number = Math.random): RecoVariant {
  const percent = Number.isFinite(percentB) ? Math.min(100, Math.max(0, percentB)) : 0;
  return random() * 100 < percent ? 'B' : 'A';
}

/**
 * The reader's variant: the one kept in `storage`, else a new draw, which is kept. Without usable storage (private
 * mode, blocked) the draw holds for this page only.
 */
export function keptRecoVariant(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  percentB: number,
  random: () => number = Math.random,
): RecoVariant {
  try {
    const kept = storage?.getItem(RECO_VARIANT_KEY);
    if (kept === 'A' || kept === 'B') return kept;
  } catch {
    // storage refused: draw below
  }
  const drawn = drawRecoVariant(percentB, random);
  try {
    storage?.setItem(RECO_VARIANT_KEY, drawn);
  } catch {
    // not kept: the next page draws again
  }
  return drawn;
}
