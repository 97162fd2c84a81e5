/** The pages the bench measures, found on the running site (the home page's teasers and the main menu). */
export type BenchPages = {
  home: string;
  channel: string;
  freeArticle: string;
  plusArticle: string;
  /** Further article paths for navigation and load mixes. */
  moreArticles: string[];
};

type HomeJson = { sections?: { teasers?: { targetPathOrUrl?: string; contentRestriction?: string }[] }[] };
type SitesJson = { menuHandles?: { main?: { path: string }[] } };

/** Picks a free and a plus article from the home page and the first channel of the main menu. */
export async function findBenchPages(baseUrl: string): Promise<BenchPages> {
  const home = (await (await fetch(`${baseUrl}/content/v5/home`)).json()) as HomeJson;
  const sites = (await (await fetch(`${baseUrl}/content/v5/sites`)).json()) as SitesJson;
  const teasers = (home.sections ?? []).flatMap((s) => s.teasers ?? []);
  const articles = teasers.filter((t) => /^\/[a-z0-9-]*-\d+$/.test(t.targetPathOrUrl ?? ''));
  const free = articles.filter((t) => t.contentRestriction === 'free').map((t) => t.targetPathOrUrl!);
  const plus = articles.filter((t) => t.contentRestriction === 'plus').map((t) => t.targetPathOrUrl!);
  const channel = sites.menuHandles?.main?.[0]?.path;
  if (!free[0] || !plus[0] || !channel)
    throw new Error('could not find a free article, a plus article and a channel');
  return {
    home: '/',
    channel,
    freeArticle: free[0],
    plusArticle: plus[0],
    moreArticles: [...new Set([...free.slice(1), ...plus.slice(1)])],
  };
}
