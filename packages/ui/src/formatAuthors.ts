import type { Author } from '@news/contracts/content';

/** "Anna Berger (abe), Jonas Klein und Mira Sommer" — spec §3: joined with ", " and " und ", shortname in parentheses. */
export function formatAuthors(authors: readonly Author[]): string {
  const names = authors.map((a) => {
    const name = `${a.prename} ${a.surname}`.trim();
    return a.shortname ? `${name} (${a.shortname})` : name;
  });
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
}
