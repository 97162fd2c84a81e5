import type { ArticleTeaser } from '@news/contracts/content';
import type { FeedTreeNode } from '@news/contracts/contentPages';
import { readDocumentState } from '@news/contracts/readDocumentState';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useState } from 'react';
import { fetchRegionBookmarks } from './fetchRegionBookmarks';
import { fetchRegionTeasers } from './fetchRegionTeasers';

export type MyRegionFeed =
  /** Before the shell announced the reader (and in the server's HTML): shown like an anonymous reader. */
  | { kind: 'unknown' }
  | { kind: 'anonymous' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'none' }
  | { kind: 'loaded'; regions: readonly string[]; teasers: readonly ArticleTeaser[] };

const findTarget = (nodes: readonly FeedTreeNode[], id: number): string | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node.target;
    const inner = findTarget(node.children, id);
    if (inner !== undefined) return inner;
  }
  return undefined;
};

/**
 * The personal part of /meineregion, known only after hydration (the cached HTML is the anonymous view): for a
 * logged-in reader the regions they follow (user API) and the newest articles of those regions' pages. A region's
 * page is the target the content API's tree gives it now (the one stored with the bookmark when the tree no longer
 * has it).
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
      const load = async (): Promise<MyRegionFeed> => {
        const followed = await fetchRegionBookmarks(readDocumentState(document).mandator, ssoId);
        if (followed.length === 0) return { kind: 'none' };
        const targets = followed.map((region) => findTarget(tree, region.id) ?? region.target);
        const teasers = await fetchRegionTeasers(targets);
        return { kind: 'loaded', regions: followed.map((region) => region.label), teasers };
      };
      load().then(
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
