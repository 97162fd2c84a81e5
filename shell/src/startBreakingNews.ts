import {
  BREAKING_NEWS_DISMISSED_ATTRIBUTE,
  BREAKING_NEWS_DISMISSED_KEY,
} from '@news/contracts/breakingNewsDismissal';

/** The global UI state `showBreakingNews` (spec §3): the banner of `id` shows unless the reader dismissed that id. */
export function showBreakingNews(id: string, storage: Storage): boolean {
  return storage.getItem(BREAKING_NEWS_DISMISSED_KEY) !== id;
}

/**
 * Wires the server-rendered breaking-news banner (gateway renderDocument): its close button hides it, keeps the
 * dismissal of this id (a newer breaking news shows again) and moves the focus to the page's main content, so a
 * keyboard reader is not left on a removed button.
 */
export function startBreakingNews(doc: Document, storage: Storage): void {
  const banner = doc.querySelector<HTMLElement>('.shell-breaking[data-breaking-id]');
  const id = banner?.dataset.breakingId;
  if (!banner || !id) return;
  if (!showBreakingNews(id, storage)) banner.hidden = true;
  banner.querySelector('.shell-breaking__close')?.addEventListener('click', () => {
    storage.setItem(BREAKING_NEWS_DISMISSED_KEY, id);
    doc.documentElement.setAttribute(BREAKING_NEWS_DISMISSED_ATTRIBUTE, id);
    banner.hidden = true;
    doc.getElementById('app-main')?.focus();
  });
}
