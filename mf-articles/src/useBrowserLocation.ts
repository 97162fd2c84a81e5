import { useSyncExternalStore } from 'react';

export type BrowserLocation = { pathname: string; search: string };

const subscribe = (onChange: () => void) => {
  // single-spa dispatches popstate for pushState and replaceState too, so this hears every URL change.
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const snapshot = () => location.pathname + location.search;

/**
 * The browser's path and query, re-rendering on every navigation. The articles screens match no routes of their
 * own (the shell's route table decides), so they need no router, and react-router stays out of a public page's
 * first view. The server-rendered markup was made for this same URL, so hydration reads the same snapshot.
 */
export function useBrowserLocation(): BrowserLocation {
  const url = useSyncExternalStore(subscribe, snapshot, snapshot);
  const queryStart = url.indexOf('?');
  return queryStart < 0
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, queryStart), search: url.slice(queryStart) };
}
