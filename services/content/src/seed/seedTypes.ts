import type { ContentRestriction, TeaserBadge } from '@news/contracts/content';
import type { SiteMenuHandle } from '@news/contracts/site';
import type { ArticleBodyItem } from '../articleBodyItem';

export type SeedMenuItem = { label: string; path: string };

export type SeedChannel = { path: string; title: string; isMain: boolean };

export type SeedMandator = {
  id: string;
  name: string;
  description: string;
  homeTitle: string;
  /** Channels in menu order; main channels also form the main menu and the home page sections. */
  channels: SeedChannel[];
  menus: Record<SiteMenuHandle, SeedMenuItem[]>;
};

export type SeedTreeNode = { id: number; parentId: number | null; label: string };

export type SeedAuthor = { id: number; prename: string; surname: string; shortname?: string };

/** An article as written in the seed data modules; the slug is derived from the title when missing. */
export type SeedArticle = {
  channel: string;
  /** Hours before the seed time at which the article was published. */
  hoursAgo: number;
  titlePrefix?: string;
  title: string;
  slug?: string;
  teaser: string;
  lead: string;
  body: ArticleBodyItem[];
  restriction?: ContentRestriction;
  /** A plus article that wallet readers can unlock with a coin (isSoldContent); default: every plus article. */
  soldWithCredits?: boolean;
  opinion?: boolean;
  podcast?: boolean;
  video?: boolean;
  badge?: TeaserBadge;
  maintag: number;
  tags?: number[];
  authors: number[];
  region?: number;
};
