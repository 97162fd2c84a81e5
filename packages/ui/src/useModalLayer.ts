import { useLayoutEffect, type RefObject } from 'react';
import { openModalLayer } from './modalLayer';

/** A React overlay on the page's modal stack (./modalLayer) while it is mounted and `open`. */
export function useModalLayer(ref: RefObject<HTMLElement | null>, open = true): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return undefined;
    return openModalLayer(element);
  }, [ref, open]);
}
