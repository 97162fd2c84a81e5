/**
 * How far (0 to 1) the reader has scrolled through an element, from its box relative to the viewport: 0 while its
 * top is still below the top of the viewport, 1 once its end has reached the bottom of the viewport. An element
 * that fits into the viewport counts as read as soon as its top has been reached.
 */
export function readingProgress(box: { top: number; height: number }, viewportHeight: number): number {
  const scrollable = box.height - viewportHeight;
  if (box.top > 0) return 0;
  if (scrollable <= 0) return 1;
  return Math.min(1, Math.abs(box.top) / scrollable);
}
