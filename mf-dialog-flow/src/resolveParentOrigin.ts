import { readDocumentState } from '@news/contracts/readDocumentState';

/**
 * Origins that may embed the dialog frame and exchange messages with it: this site's own origin and the partner
 * origins the gateway admits in the document's frame-ancestors (FRAME_ANCESTORS, handed over in the document
 * state). Each is an exact `scheme://host[:port]`; anything else in the state is dropped.
 */
export function allowedParentOrigins(win: Window): string[] {
  let partners: string[] = [];
  try {
    partners = readDocumentState(win.document).frameAncestors ?? [];
  } catch {
    // no readable document state: only this site
  }
  const exact = partners.filter((origin) => {
    try {
      return new URL(origin).origin === origin;
    } catch {
      return false;
    }
  });
  return [win.location.origin, ...exact];
}

/** The origin of the page that embeds this frame, or null when it cannot be told. */
export function resolveParentOrigin(win: Window): string | null {
  try {
    const origin = win.parent.location.origin;
    if (typeof origin === 'string' && origin !== 'null') return origin;
  } catch {
    // cross-origin parent: fall through to what the browser tells about it
  }
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    const referrer = win.document.referrer;
    return referrer === '' ? null : new URL(referrer).origin;
  } catch {
    return null;
  }
}
