export type PaginationItem =
  { type: 'page'; number: number; href: string; current: boolean } | { type: 'gap'; key: string };

export type PaginationModel = {
  previous?: string;
  next?: string;
  items: PaginationItem[];
};

export type PaginationInput = {
  /** Path of page 1, without a page segment, e.g. '/schlagzeilen'. */
  basePath: string;
  page: number;
  totalPages: number;
  /** Query kept on every link, e.g. { q: 'Häuser' }. */
  query?: Record<string, string>;
  /** Pages shown on each side of the current one. */
  around?: number;
};

/** Link of a page: page 1 is the base path itself, others `{basePath}/{n}`; the query is appended encoded. */
export function pageHref(basePath: string, page: number, query: Record<string, string> = {}): string {
  const path = page <= 1 ? basePath : `${basePath.replace(/\/$/, '')}/${page}`;
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * The links of a pagination: previous/next, the first and last page, the pages around the current one and gaps
 * between them. Null when there is only one page.
 */
export function paginationModel({
  basePath,
  page,
  totalPages,
  query,
  around = 2,
}: PaginationInput): PaginationModel | null {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= totalPages) shown.add(n);
  const numbers = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  numbers.forEach((n, i) => {
    const before = numbers[i - 1];
    if (before !== undefined && n - before > 1) items.push({ type: 'gap', key: `gap-${before}-${n}` });
    items.push({ type: 'page', number: n, href: pageHref(basePath, n, query), current: n === current });
  });
  return {
    ...(current > 1 ? { previous: pageHref(basePath, current - 1, query) } : {}),
    ...(current < totalPages ? { next: pageHref(basePath, current + 1, query) } : {}),
    items,
  };
}
