import { SWIPE_HINT_DISMISSED_ATTRIBUTE, SWIPE_HINT_DISMISSED_KEY } from '@news/contracts/swipeHintDismissal';
import { preferenceCookie } from '@news/contracts/cookieText';
import { useEffect, type RefObject } from 'react';

/** Keeps the dismissal (a cookie, read by the gateway's pre-paint script) and hides the hint at once. */
function dismiss(): void {
  document.cookie = preferenceCookie(SWIPE_HINT_DISMISSED_KEY, '1', location);
  document.documentElement.setAttribute(SWIPE_HINT_DISMISSED_ATTRIBUTE, '');
}

/**
 * The one-time hint on a swipeable image gallery (setting swipe_tooltip_enabled, spec §3 display flags): it says in
 * German that the reader can swipe for more pictures, laid over the pictures (no layout shift). Server-rendered,
 * and shown only on a touch device (coarse pointer, articles.css) to a reader who has not dismissed it: the close
 * button or the reader's first swipe of the strip dismisses it for good (kept in a cookie; the document is
 * marked before its first paint, so it never flashes). After the button, the focus goes to the strip.
 */
export function SwipeHint({ strip }: { strip: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const el = strip.current;
    el?.addEventListener('scroll', dismiss, { once: true, passive: true });
    return () => el?.removeEventListener('scroll', dismiss);
  }, [strip]);

  return (
    <p className="ar-swipe-hint" role="note">
      Wischen Sie für weitere Bilder
      <button
        type="button"
        aria-label="Hinweis ausblenden"
        onClick={() => {
          dismiss();
          strip.current?.focus();
        }}
      >
        ×
      </button>
    </p>
  );
}
