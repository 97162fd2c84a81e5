import type { AuthorProfile } from '@news/contracts/contentPages';

export type AuthorProfileRow = {
  id: number;
  prename: string;
  surname: string;
  shortname: string | null;
  url_path: string;
  role: string | null;
  bio: string | null;
  article_count: number;
};

/** Author columns of `content.authors au` (without the article count). */
export const AUTHOR_COLUMNS = 'au.id, au.prename, au.surname, au.shortname, au.url_path, au.role, au.bio';

/** An author row as profile, without null fields. */
export function toAuthorProfile(row: AuthorProfileRow): AuthorProfile {
  return {
    id: row.id,
    prename: row.prename,
    surname: row.surname,
    ...(row.shortname ? { shortname: row.shortname } : {}),
    urlPath: row.url_path,
    ...(row.role ? { role: row.role } : {}),
    ...(row.bio ? { bio: row.bio } : {}),
    articleCount: row.article_count,
  };
}
