/**
 * Origins that may embed the dialog frame and receive its messages: this site's own origin. Extension point:
 * origins of other brand sites or partner pages would be added here (e.g. from the document state) — every
 * entry must be an exact `scheme://host[:port]`.
 */
export function allowedParentOrigins(win: Window): string[] {
  return [win.location.origin];
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
