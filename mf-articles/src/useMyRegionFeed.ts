import type { ArticleTeaser } from '@news/contracts/content';
import type { FeedTreeNode } from '@news/contracts/contentPages';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';

export type MyRegionFeed =
  /** Before the shell announced the reader (and in the server's HTML): shown like an anonymous reader. */
  | { kind: 'unknown' }
  | { kind: 'anonymous' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'none' }
  | { kind: 'loaded'; regions: readonly string[]; teasers: readonly ArticleTeaser[] };

/**
 * The personal part of /meineregion, known only after hydration (the cached HTML is the anonymous view): for a
 * logged-in reader the regions they follow and the newest articles of their pages (loadMyRegionFeed).
 */
export function useMyRegionFeed(tree: readonly FeedTreeNode[]): MyRegionFeed {
  const [feed, setFeed] = useState<MyRegionFeed>({ kind: 'unknown' });
  useEffect(() => {
    let reader: string | null = null;
    let run = 0;
    const subscription = eventBus.on('auth').subscribe((event) => {
      const ssoId = event.type === 'LOGOUT' ? null : event.user.ssoId;
      if (ssoId === reader && event.type !== 'LOGOUT') return;
      reader = ssoId;
      const current = ++run;
      if (ssoId === null) {
        setFeed({ kind: 'anonymous' });
        return;
      }
      setFeed({ kind: 'loading' });
      // loaded on demand: the first view of every other page (and of an anonymous reader here) carries none of it
      import(/* webpackChunkName: "my-region" */ './loadMyRegionFeed')
        .then(({ loadMyRegionFeed }) => loadMyRegionFeed(tree, readDocumentState(document).mandator, ssoId))
        .then(
          (next) => current === run && setFeed(next),
          (error: unknown) => {
            console.warn('[mf-articles] the regions of the reader could not be loaded', error);
            if (current === run) setFeed({ kind: 'error' });
          },
        );
    });
    return () => {
      run++;
      subscription.unsubscribe();
    };
  }, [tree]);
  return feed;
}
