/**
 * Modal stacking (spec §9: z-index base 1000 plus 2 per index): the page's overlays (the shell's dialog frame and
 * header menu, mf-consent's layers, mf-paywall's gift panel) take the next level when they open, so the one opened last is on top, whichever remote
 * opened it. Each level has two z-indexes: the layer at `modalZIndex(level)`, its backdrop or content one above
 * inside it. The levels live in the document (`data-modal-level`), which every remote shares.
 */
export const modalZIndex = (level: number): number => 1000 + 2 * level;

/** The level above every open layer of `doc`: 0 when none is open. */
export const nextModalLevel = (doc: Document): number =>
  Math.max(
    -1,
    ...[...doc.querySelectorAll<HTMLElement>('[data-modal-level]')].map((el) => +el.dataset.modalLevel! || 0),
  ) + 1;

/**
 * Puts `element` on the next level of its document and returns `release`, which takes it off again (closing a
 * layer below the top one leaves the others where they are). Opening an element that already has a level keeps it.
 */
export function openModalLayer(element: HTMLElement): () => void {
  const { dataset, style } = element;
  if (!dataset.modalLevel) {
    const level = nextModalLevel(element.ownerDocument);
    dataset.modalLevel = `${level}`;
    style.zIndex = `${modalZIndex(level)}`;
  }
  return () => {
    delete dataset.modalLevel;
    style.zIndex = '';
  };
}

/**
 * Escape closes the top layer only (the one opened last). True when this keydown is the Escape for `element`: the
 * key is Escape, no other layer has taken it, and `element` is the top open layer of its document. It then takes
 * the event (preventDefault), so a layer below, whose listener runs after, leaves it alone.
 */
export function takesEscape(
  event: Pick<KeyboardEvent, 'key' | 'defaultPrevented' | 'preventDefault'>,
  element: HTMLElement,
): boolean {
  const level = element.dataset.modalLevel;
  if (event.key !== 'Escape' || event.defaultPrevented || !level) return false;
  if (+level !== nextModalLevel(element.ownerDocument) - 1) return false;
  event.preventDefault();
  return true;
}
