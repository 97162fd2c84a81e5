import { documentTitle, HEAD_TAG_ATTRIBUTE, headTags } from '@news/contracts/headTags';
import type { PageMeta } from './pageMeta';

/**
 * After a client-side navigation: the document title and every page-dependent head tag (description, canonical,
 * Open Graph, Twitter card, robots, RSS link, JSON-LD) of the new page, exactly as the server would render them.
 * The previous page's tags (marked with HEAD_TAG_ATTRIBUTE) are removed first.
 */
export function applyPageHead(doc: Document, meta: PageMeta, path: string, brandName = ''): void {
  doc.title = documentTitle(meta.title, brandName);
  for (const old of doc.head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`)) old.remove();
  const tags = headTags({
    title: meta.title,
    description: meta.description,
    siteName: brandName,
    origin: doc.location.origin,
    path,
    head: meta.head,
  });
  const fragment = doc.createDocumentFragment();
  for (const tag of tags) {
    const el = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) el.setAttribute(name, value);
    el.setAttribute(HEAD_TAG_ATTRIBUTE, '');
    if (tag.tag === 'script') el.textContent = JSON.stringify(tag.json);
    fragment.append(el);
  }
  doc.head.append(fragment);
}
