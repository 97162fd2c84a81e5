import type { ArticleTeaser } from '@news/contracts/content';
import type { Headline } from '@news/contracts/contentPages';

/** Badges of news that cannot wait (breaking news, live coverage): their headline is set large. */
const URGENT_BADGES = new Set<string>(['Eilmeldung', 'Live']);

/**
 * The display props of a headline (spec §3 "Article headline props", fontSize default medium), derived from the
 * article: urgent news is large; a target outside the site (an absolute URL) is external, opens in a new window
 * and is not followed by crawlers.
 */
export function headlineProps(
  teaser: Pick<ArticleTeaser, 'targetPathOrUrl' | 'badge'>,
): Pick<Headline, 'fontSize' | 'openInNewWindow' | 'noFollow' | 'isExternal'> {
  const isExternal = /^https?:\/\//i.test(teaser.targetPathOrUrl);
  return {
    fontSize: teaser.badge !== undefined && URGENT_BADGES.has(teaser.badge) ? 'large' : 'medium',
    openInNewWindow: isExternal,
    noFollow: isExternal,
    isExternal,
  };
}
