import { articleJsonLd } from './articleJsonLd';
import type { PageData } from '@news/contracts/pageData';
import type { PageHead } from '@news/contracts/pageHead';
import { shareImage } from './shareImage';
import { summarize } from './summarize';

export type PageMeta = { title: string; description: string; status: number; head: PageHead };

const website = (canonicalPath: string, extra: Partial<PageHead> = {}): PageHead => ({
  canonicalPath,
  ogType: 'website',
  ...extra,
});

const withPage = (title: string, page: number) => (page > 1 ? `${title} – Seite ${page}` : title);
/** Later pages of a list get their own description: search engines flag identical descriptions. */
const describePage = (description: string, page: number) =>
  page > 1 ? `${description} Seite ${page}.` : description;
/** The path of page `page` of a list whose first page is `firstPage`. */
const pagePath = (firstPage: string, page: number) => (page > 1 ? `${firstPage}/${page}` : firstPage);

/** Title, description, HTTP status and head data of a page; the brand suffix of the title is added by the document. */
export function pageMeta(page: PageData, brandName?: string): PageMeta {
  const meta = (title: string, description: string, head: PageHead, status = 200): PageMeta => ({
    title,
    description,
    status,
    head,
  });
  switch (page.kind) {
    case 'home':
      return meta(
        page.home.title,
        page.home.description,
        website('/', { feed: { title: page.home.title, path: '/rss.xml' } }),
      );
    case 'article': {
      const { article } = page;
      const image = shareImage(article.img ?? article.headerVideo?.poster ?? article.galleryHeader?.[0]);
      return meta(article.title, article.seo.description, {
        canonicalPath: article.canonicalPath,
        ogType: 'article',
        ...(image ? { ogImage: image } : {}),
        jsonLd: articleJsonLd(article, brandName),
      });
    }
    case 'author': {
      const { author, pagination } = page.author;
      const name = `${author.prename} ${author.surname}`.trim();
      return meta(
        withPage(name, pagination.page),
        describePage(author.bio ?? `Alle Artikel von ${name}.`, pagination.page),
        website(pagePath(author.urlPath, pagination.page)),
      );
    }
    case 'authors':
      return meta('Unsere Autorinnen und Autoren', 'Die Redaktion im Überblick.', website(page.path));
    case 'search': {
      const title = page.query === '' ? 'Suche' : `Suche nach „${page.query}“`;
      const page1 = page.results?.pagination.page ?? 1;
      return meta(
        withPage(title, page1),
        page.query === ''
          ? 'Durchsuchen Sie alle Artikel.'
          : describePage(`Artikel zum Suchbegriff „${page.query}“.`, page1),
        website(page.path, { robots: 'noindex' }),
        page.error === undefined ? 200 : 400,
      );
    }
    case 'topics':
      return meta('Themen von A bis Z', 'Alle Themen im Überblick.', website(page.path));
    case 'topic': {
      // /tag/{slug}-{id} shows the same list as /themen/{id}: that is the one address search engines should keep.
      const { label, description, path, pagination } = page.topic;
      return meta(
        withPage(label, pagination.page),
        describePage(description || `Aktuelle Artikel zum Thema ${label}.`, pagination.page),
        website(pagePath(path, pagination.page)),
      );
    }
    case 'headlines':
      return meta(
        withPage('Schlagzeilen', page.headlines.pagination.page),
        describePage('Die neuesten Schlagzeilen.', page.headlines.pagination.page),
        website(page.path),
      );
    case 'my-region':
      return meta(
        'Meine Region',
        'Wählen Sie die Orte, über die Sie informiert werden möchten.',
        website(page.path),
      );
    case 'newsletters':
      return meta('Newsletter', 'Unsere Newsletter im Überblick.', website(page.path));
    case 'newsletter':
      return meta(page.newsletter.title, page.newsletter.description, website(page.path));
    case 'document':
      return meta(
        page.document.title,
        summarize(page.document.contentItems) ||
          `${page.document.title}${brandName ? ` – ${brandName}` : ''}`,
        website(page.path),
      );
    case 'test-reports':
      return meta(
        withPage('Testberichte', page.reports.pagination.page),
        describePage('Produkte im Praxistest.', page.reports.pagination.page),
        website(page.path),
      );
    case 'test-report': {
      const image = shareImage(page.report.img);
      return meta(page.report.title, page.report.seo.description, {
        canonicalPath: page.report.canonicalPath,
        ogType: 'article',
        ...(image ? { ogImage: image } : {}),
      });
    }
    case 'channel': {
      const { title, description, path, pagination } = page.channel;
      return meta(
        withPage(title, pagination.page),
        describePage(description, pagination.page),
        website(page.path, {
          feed: { title: brandName ? `${brandName} – ${title}` : title, path: `${path}/rss.xml` },
        }),
      );
    }
    case 'podcasts':
      return meta('Podcasts', 'Unsere Podcasts zum Hören.', website(page.path));
    case 'podcast': {
      const image = shareImage(page.podcast.img);
      return meta(
        page.podcast.title,
        page.podcast.description,
        website(page.path, image ? { ogImage: image } : {}),
      );
    }
    case 'newest-articles':
      return meta(
        withPage('Neueste Artikel', page.newest.pagination.page),
        describePage('Die neuesten Artikel.', page.newest.pagination.page),
        website(page.path),
      );
    case 'not-found':
      return meta('Seite nicht gefunden', page.message, website(page.path, { robots: 'noindex' }), 404);
  }
}
