import {
  authorsPageSchema,
  channelPageSchema,
  podcastsPageSchema,
  testReportsPageSchema,
  topicsListSchema,
} from '@news/contracts/contentPages';
import { siteMetadataSchema } from '@news/contracts/site';
import { CHANNEL_PATH } from './channelPath';
import { ContentNotFoundError, type ContentFetcher } from './fetchContent';

/** Fixed pages listed in pages.xml besides home, main channels (with sub-channels) and legal pages. */
const STATIC_PAGE_PATHS = [
  '/themen',
  '/autoren',
  '/schlagzeilen',
  '/testberichte',
  '/podcasts',
  '/newsletter-anmeldung',
] as const;
/** Most pages of test reports read for pages.xml (20 per page: 1000 reports). */
const MAX_TEST_REPORT_PAGES = 50;

/** Sub-channels (e.g. /lokales/rheinau-stadt) come from the main channel's page. */
async function subChannels(content: ContentFetcher, mainPath: string): Promise<string[]> {
  const channelPath = mainPath.replace(/^\/+|\/+$/g, '');
  if (!CHANNEL_PATH.test(channelPath)) return [];
  try {
    const page = await content(`channel/${channelPath}`, channelPageSchema);
    return page.subChannels.map((s) => s.path);
  } catch (err) {
    if (err instanceof ContentNotFoundError) return [];
    throw err;
  }
}

async function testReportPaths(content: ContentFetcher): Promise<string[]> {
  const first = await content('test-reports?page=1', testReportsPageSchema);
  const last = Math.min(first.pagination.totalPages, MAX_TEST_REPORT_PAGES);
  const rest = await Promise.all(
    Array.from({ length: last - 1 }, (_, i) => content(`test-reports?page=${i + 2}`, testReportsPageSchema)),
  );
  return [first, ...rest].flatMap((page) => page.reports.map((r) => r.targetPathOrUrl));
}

/**
 * Every page of pages.xml, without duplicates: home, main channels each followed by its sub-channels, the fixed
 * pages, the legal pages of the brand's legal menu, then the pages of authors and topics that have articles, each test report and each podcast.
 * Articles are listed in the article sitemaps.
 */
export async function collectPagePaths(content: ContentFetcher): Promise<string[]> {
  const site = await content('sites', siteMetadataSchema);
  const mainChannels = site.menuHandles.main.map((i) => i.path).filter((p) => p.startsWith('/'));
  const [subs, authors, topics, reports, podcasts] = await Promise.all([
    Promise.all(mainChannels.map((p) => subChannels(content, p))),
    content('authors', authorsPageSchema),
    content('tags', topicsListSchema),
    testReportPaths(content),
    content('podcasts', podcastsPageSchema),
  ]);
  const legal = site.menuHandles.legal.map((i) => i.path).filter((p) => p.startsWith('/'));
  const paths = [
    '/',
    ...mainChannels.flatMap((p, i) => [p, ...(subs[i] ?? [])]),
    ...STATIC_PAGE_PATHS,
    ...legal,
    ...authors.authors.filter((a) => a.articleCount > 0).map((a) => a.urlPath),
    ...topics.groups.flatMap((g) => g.topics.filter((t) => t.articleCount > 0).map((t) => t.path)),
    ...reports,
    ...podcasts.podcasts.map((p) => p.targetPathOrUrl),
  ];
  return [...new Set(paths)];
}
