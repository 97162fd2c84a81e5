import { FREE_ARTICLE_BOOKMARK_LIMIT } from '@news/contracts/userApi';
import type { UserContext } from './authorizeUser';

/**
 * How many articles the reader may bookmark (spec §6): plus readers and every reader of an Express edition brand
 * have no limit (null); every other logged-in reader FREE_ARTICLE_BOOKMARK_LIMIT. (The spec also mentions a flag
 * that allows saving beyond the limit without saying which; it is not modelled.)
 */
export function articleBookmarkLimit(user: Pick<UserContext, 'roles' | 'mandator'>): number | null {
  if (user.roles.includes('PLUS_USER') || user.mandator.expressEdition) return null;
  return FREE_ARTICLE_BOOKMARK_LIMIT;
}
