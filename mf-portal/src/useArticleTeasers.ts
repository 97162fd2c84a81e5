import type { ArticleTeaser } from '@news/contracts/content';
import { useEffect, useRef, useState } from 'react';
import { fetchArticleTeaser } from './fetchArticleTeaser';

export type TeaserState = { kind: 'teaser'; teaser: ArticleTeaser } | { kind: 'missing' } | { kind: 'error' };

/** Loads the teasers of these articles, each once; answers per article id (absent: still loading). */
export function useArticleTeasers(articleIds: readonly number[]): ReadonlyMap<number, TeaserState> {
  const [teasers, setTeasers] = useState<ReadonlyMap<number, TeaserState>>(() => new Map());
  const requested = useRef(new Set<number>());
  const ids = articleIds.join(',');
  useEffect(() => {
    const answer = (id: number, state: TeaserState) => setTeasers((known) => new Map(known).set(id, state));
    for (const id of ids === '' ? [] : ids.split(',').map(Number)) {
      if (requested.current.has(id)) continue;
      requested.current.add(id);
      fetchArticleTeaser(id).then(
        (teaser) => answer(id, teaser ? { kind: 'teaser', teaser } : { kind: 'missing' }),
        () => answer(id, { kind: 'error' }),
      );
    }
  }, [ids]);
  return teasers;
}
