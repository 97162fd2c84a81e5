import type { BookmarkListEvent } from '@news/contracts/busEvents';

/**
 * The header's "Merkliste" link (→ /bookmarks) for a logged-in reader, before the account link, with the number
 * of bookmarked articles once the shell has the list ("Merkliste (3)"); removed when the reader logs out.
 */
export function renderBookmarksLink(doc: Document, list: BookmarkListEvent): void {
  let link = doc.querySelector<HTMLAnchorElement>('a.shell-bookmarks');
  if (list.type === 'BOOKMARKS_RESET') {
    link?.remove();
    return;
  }
  const account = doc.querySelector('a.shell-account');
  if (!account) return;
  if (!link) {
    link = doc.createElement('a');
    link.className = 'shell-bookmarks';
    link.setAttribute('href', '/bookmarks');
    account.before(link);
  }
  link.textContent = list.type === 'BOOKMARKS_LOADED' ? `Merkliste (${list.bookmarks.length})` : 'Merkliste';
}
