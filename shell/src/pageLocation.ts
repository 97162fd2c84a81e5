import { resolveRoute, type ResolvedRoute } from '@news/config/routeTable';

/** The page's URL as the shell's session parts read and rewrite it. */
export interface PageLocation {
  /** The route of the current path; null when no route matches. */
  route(): Extract<ResolvedRoute, { kind: 'ok' }> | null;
  /** Path and query, without the hash. */
  withoutHash(): string;
  /** Replaces the URL (no new history entry) when it differs from the current one. */
  replace(url: string): void;
}

export function pageLocation(win: Window): PageLocation {
  const loc = win.location;
  return {
    route: () => {
      const resolved = resolveRoute(loc.pathname);
      return resolved.kind === 'ok' ? resolved : null;
    },
    withoutHash: () => `${loc.pathname}${loc.search}`,
    replace: (url) => {
      if (`${loc.pathname}${loc.search}${loc.hash}` !== url)
        win.history.replaceState(win.history.state, '', url);
    },
  };
}
