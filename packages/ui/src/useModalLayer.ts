import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { openModalLayer, takesEscape } from './modalLayer';

/**
 * A React overlay on the page's modal stack (./modalLayer) while it is mounted and `open`. With `onEscape`, the
 * Escape key closes it when it is the top layer (takesEscape), wherever the focus is in the document: a layer
 * below leaves that Escape alone.
 */
export function useModalLayer(ref: RefObject<HTMLElement | null>, open = true, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  useLayoutEffect(() => {
    escape.current = onEscape;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return undefined;
    return openModalLayer(element);
  }, [ref, open]);
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    if (!open || !doc) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (escape.current && ref.current && takesEscape(event, ref.current)) escape.current();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [ref, open]);
}
