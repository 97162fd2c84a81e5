/**
 * Modal stacking (spec §9: z-index base 1000 plus 2 per index): every overlay of the page (dialog frame, header
 * menu, consent layers, paywall panels) takes the next level when it opens, so the one opened last is on top,
 * whichever remote opened it. Each level has two z-indexes: the layer at `modalZIndex(level)`, its backdrop or
 * content one above inside it. The levels live in the document (`data-modal-level`), which every remote shares.
 */
export const MODAL_Z_INDEX_BASE = 1000;
export const MODAL_Z_INDEX_STEP = 2;

export const modalZIndex = (level: number): number => MODAL_Z_INDEX_BASE + MODAL_Z_INDEX_STEP * level;

const LEVEL_ATTRIBUTE = 'data-modal-level';

/** The level above every open layer of `doc`: 0 when none is open. */
export function nextModalLevel(doc: Document): number {
  let next = 0;
  for (const open of doc.querySelectorAll(`[${LEVEL_ATTRIBUTE}]`)) {
    const level = Number(open.getAttribute(LEVEL_ATTRIBUTE));
    if (Number.isInteger(level) && level >= next) next = level + 1;
  }
  return next;
}

/**
 * Puts `element` on the next level of its document and returns `release`, which takes it off again (closing a
 * layer below the top one leaves the others where they are). Opening an element that already has a level keeps it.
 */
export function openModalLayer(element: HTMLElement): () => void {
  if (!element.hasAttribute(LEVEL_ATTRIBUTE)) {
    const level = nextModalLevel(element.ownerDocument);
    element.setAttribute(LEVEL_ATTRIBUTE, String(level));
    element.style.zIndex = String(modalZIndex(level));
  }
  return () => {
    element.removeAttribute(LEVEL_ATTRIBUTE);
    element.style.removeProperty('z-index');
  };
}
