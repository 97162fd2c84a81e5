import { preferenceCookie } from '@news/contracts/cookieText';

/**
 * The reader's dismissal (a cookie): the name BREAKING_NEWS_DISMISSED_KEY of @news/contracts/breakingNewsDismissal,
 * written out here because that module runs on the server only (the host does not provide it to the browser); a
 * test holds the two together.
 */
export const DISMISSED_KEY = 'breakingNewsDismissed';

/**
 * Wires the close button of the server-rendered breaking-news banner (gateway renderDocument; a dismissed id is
 * hidden before the first paint there). The global UI state `showBreakingNews` (spec §3) is the banner's
 * visibility: the button hides it, keeps the dismissal of this id in a cookie the document's inline script reads
 * (a newer breaking news shows again) and moves the focus to the page's main content, so a keyboard reader is not
 * left on a removed button.
 */
export function startBreakingNews(doc: Document): void {
  const banner = doc.querySelector<HTMLElement>('.shell-breaking');
  banner?.querySelector('button')?.addEventListener('click', () => {
    doc.cookie = preferenceCookie(DISMISSED_KEY, banner.dataset.breakingId ?? '', doc.location);
    banner.hidden = true;
    doc.getElementById('app-main')?.focus();
  });
}
