/**
 * The reader's dismissal (localStorage): the key of BREAKING_NEWS_DISMISSED_KEY in
 * @news/contracts/breakingNewsDismissal, written out here because the shell's entry runs before the shared
 * contracts are loaded; a test holds the two together.
 */
export const DISMISSED_KEY = 'breakingNewsDismissed';

/**
 * Wires the close button of the server-rendered breaking-news banner (gateway renderDocument; a dismissed id is
 * hidden before the first paint there). The global UI state `showBreakingNews` (spec §3) is the banner's
 * visibility: the button hides it, keeps the dismissal of this id (a newer breaking news shows again) and moves
 * the focus to the page's main content, so a keyboard reader is not left on a removed button.
 */
export function startBreakingNews(doc: Document, storage: Storage): void {
  const banner = doc.querySelector<HTMLElement>('.shell-breaking');
  banner?.querySelector('button')?.addEventListener('click', () => {
    storage.setItem(DISMISSED_KEY, banner.dataset.breakingId ?? '');
    banner.hidden = true;
    doc.getElementById('app-main')?.focus();
  });
}
