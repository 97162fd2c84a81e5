import type { ArticleTeaser } from '@news/contracts/content';
import type { ArticlePage } from '@news/contracts/contentPages';

/** Test data shaped like the content API's answers. */
export const teaserFixture: ArticleTeaser = {
  documentId: 4711,
  title: 'Neue Brücke über die Rheinau freigegeben',
  targetPathOrUrl: '/neue-bruecke-ueber-die-rheinau-freigegeben-4711',
  teaserTextHtml: '<p>Nach zwei Jahren Bauzeit rollt der Verkehr.</p>',
  isSoldContent: false,
  isOpinion: false,
  isPodcast: false,
  isVideoArticle: false,
  contentRestriction: 'free',
  tags: [1],
  maintag: 1,
  authors: [],
  publishDate: '2026-11-20T08:00:00.000Z',
};

export const articleFixture: ArticlePage = {
  type: 'article',
  id: 4711,
  title: 'Neue Brücke über die Rheinau freigegeben',
  titlePrefix: 'Verkehr',
  lead: 'Nach zwei Jahren Bauzeit rollt der Verkehr wieder.',
  teaserText: 'Nach zwei Jahren Bauzeit rollt der Verkehr.',
  publishDate: '2026-11-20T08:00:00.000Z',
  updatedDate: '2026-11-20T10:30:00.000Z',
  authors: [
    { id: 1, prename: 'Miriam', surname: 'Klee', shortname: 'mkl', urlPath: '/autor/miriam-klee-1' },
    { id: 2, prename: 'Jonas', surname: 'Hartwig', urlPath: '/autor/jonas-hartwig-2' },
  ],
  maintag: { id: 1, label: 'Verkehr', path: '/themen/1' },
  tags: [{ id: 1, label: 'Verkehr', path: '/themen/1' }],
  channel: { label: 'Rheinau', path: '/lokales/rheinau-stadt' },
  contentRestriction: 'free',
  isPaywalled: false,
  isSoldContent: false,
  isOpinion: false,
  isPodcast: false,
  isVideoArticle: false,
  img: {
    baseUrl: '/img/vThOOWnggCsScTLMIKHx1O/seed/lokales-2.jpg',
    altText: 'Die neue Brücke',
    width: 1600,
    height: 900,
  },
  contentItems: [
    { type: 'paragraph', text: 'Erster Absatz.' },
    { type: 'subheading', text: 'Zwischentitel' },
  ],
  relatedArticles: { topicName: 'Verkehr', teasers: [] },
  analytics: {
    contentId: 4711,
    ressort: 'lokales',
    contentType: 'article',
    contentRestriction: 'free',
    pageType: 'Artikelseite',
    wordCount: 20,
  },
  canonicalPath: '/neue-bruecke-ueber-die-rheinau-freigegeben-4711',
  seo: { title: 'Neue Brücke | Rheinauer Bote', description: 'Nach zwei Jahren Bauzeit rollt der Verkehr.' },
};

export const paywalledArticleFixture: ArticlePage = {
  ...articleFixture,
  contentRestriction: 'plus',
  isPaywalled: true,
  contentItems: [],
  analytics: { ...articleFixture.analytics, contentRestriction: 'plus' },
};
