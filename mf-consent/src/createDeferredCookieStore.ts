export type DeferredCookieStore = {
  /** Writes the cookie (a `document.cookie` assignment) now if allowed, else holds it; a later one of the same name replaces it. */
  set(cookie: string): void;
  /** Whether kdm has consented: on true the held cookies are written (once) and later ones go straight through. */
  allow(allowed: boolean): void;
};

const cookieName = (cookie: string) => cookie.slice(0, cookie.indexOf('=')).trim();

/**
 * The deferred cookie store of spec §4: cookies set before kdm consents wait here and are written when kdm
 * consents. A write that fails is logged only (spec §8: consent-store errors are only logged).
 */
export function createDeferredCookieStore(write: (cookie: string) => void): DeferredCookieStore {
  const held = new Map<string, string>();
  let allowed = false;
  const writeLogged = (cookie: string) => {
    try {
      write(cookie);
    } catch (error) {
      console.warn('[consent] Cookie nicht gespeichert', cookieName(cookie), error);
    }
  };
  return {
    set(cookie) {
      if (allowed) writeLogged(cookie);
      else held.set(cookieName(cookie), cookie);
    },
    allow(next) {
      allowed = next;
      if (!allowed) return;
      const cookies = [...held.values()];
      held.clear();
      cookies.forEach(writeLogged);
    },
  };
}
