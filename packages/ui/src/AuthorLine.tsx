import type { Author } from '@news/contracts/content';
import { formatAuthors } from './formatAuthors';

export function AuthorLine({ authors }: { authors: readonly Author[] }) {
  if (authors.length === 0) return null;
  return <p className="ui-author-line">Von {formatAuthors(authors)}</p>;
}
