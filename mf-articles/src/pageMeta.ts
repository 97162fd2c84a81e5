import { articleJsonLd } from './articleJsonLd';
import type { PageData } from './pageData';
import type { PageHead } from '@news/contracts/pageHead';
import { shareImage } from './shareImage';

export type PageMeta = { title: string; description: string; status: number; head: PageHead };

const website = (canonicalPath: string, extra: Partial<PageHead> = {}): PageHead => ({
  canonicalPath,
  ogType: 'website',
  ...extra,
});

const withPage = (title: string, page: number) => (page > 1 ? `${title} – Seite ${page}` : title);

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
      return meta(page.home.title, page.home.description, website('/'));
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
        author.bio ?? `Alle Artikel von ${name}.`,
        website(page.path),
      );
    }
    case 'authors':
      return meta('Unsere Autorinnen und Autoren', 'Die Redaktion im Überblick.', website(page.path));
    case 'search': {
      const title = page.query === '' ? 'Suche' : `Suche nach „${page.query}“`;
      const page1 = page.results?.pagination.page ?? 1;
      return meta(
        withPage(title, page1),
        'Durchsuchen Sie alle Artikel.',
        website(page.path, { robots: 'noindex' }),
        page.error === undefined ? 200 : 400,
      );
    }
    case 'topics':
      return meta('Themen von A bis Z', 'Alle Themen im Überblick.', website(page.path));
    case 'topic':
      return meta(
        withPage(page.topic.label, page.topic.pagination.page),
        page.topic.description || `Aktuelle Artikel zum Thema ${page.topic.label}.`,
        website(page.path),
      );
    case 'headlines':
      return meta(
        withPage('Schlagzeilen', page.headlines.pagination.page),
        'Die neuesten Schlagzeilen.',
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
      return meta(page.document.title, page.document.title, website(page.path));
    case 'test-reports':
      return meta(
        withPage('Testberichte', page.reports.pagination.page),
        'Produkte im Praxistest.',
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
    case 'channel':
      return meta(
        withPage(page.channel.title, page.channel.pagination.page),
        page.channel.description,
        website(page.path),
      );
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
        'Die neuesten Artikel.',
        website(page.path),
      );
    case 'in-progress':
      return meta('Im Aufbau', 'Diese Seite ist noch im Aufbau.', website(page.path));
    case 'not-found':
      return meta('Seite nicht gefunden', page.message, website(page.path, { robots: 'noindex' }), 404);
  }
}
