import type { ArticlePage } from '@news/contracts/contentPages';
import { isPaidArticle } from '@news/ui/lockSubject';
import { shareImage } from './shareImage';

/** CSS class of the section that holds (or replaces) the paid body; named in the JSON-LD `hasPart`. */
export const PAYWALLED_SECTION_CLASS = 'ar-paywalled';

/**
 * schema.org NewsArticle of an article page. Paid articles say `isAccessibleForFree: false` and name the paywalled
 * section by its CSS selector, as Google asks for subscription content. The publisher is the brand.
 */
export function articleJsonLd(article: ArticlePage, brandName?: string): Record<string, unknown> {
  const image = shareImage(article.img ?? article.headerVideo?.poster ?? article.galleryHeader?.[0]);
  const paid = isPaidArticle(article);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.seo.description,
    datePublished: article.publishDate,
    dateModified: article.updatedDate ?? article.publishDate,
    mainEntityOfPage: article.canonicalPath,
    author: article.authors.map((a) => ({
      '@type': 'Person',
      name: `${a.prename} ${a.surname}`.trim(),
      url: a.urlPath,
    })),
    ...(image ? { image: [image] } : {}),
    ...(brandName ? { publisher: { '@type': 'Organization', name: brandName } } : {}),
    isAccessibleForFree: !paid,
    ...(paid
      ? {
          hasPart: {
            '@type': 'WebPageElement',
            isAccessibleForFree: false,
            cssSelector: `.${PAYWALLED_SECTION_CLASS}`,
          },
        }
      : {}),
  };
}
