import { personalFeedsSchema, type FeedTreeNode } from '@news/contracts/contentPages';
import { useEffect, useState } from 'react';
import { apiClient } from './apiClient';

export type FeedKind = 'regions' | 'topics';

export type FeedTreeState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; nodes: readonly FeedTreeNode[] };

/**
 * The followable region or topic tree (spec §3: trees with id and children) from the content API's personal-feeds
 * pages, through the gateway without cookies (public content; the gateway names the brand).
 */
export function useFeedTree(kind: FeedKind): FeedTreeState {
  const [state, setState] = useState<FeedTreeState>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    apiClient
      .request(`/content/v5/personal-feeds/${kind}`, { credentials: 'omit' })
      .then((answer) => personalFeedsSchema.parse(answer).items)
      .then(
        (nodes) => active && setState({ kind: 'loaded', nodes }),
        () => active && setState({ kind: 'error' }),
      );
    return () => {
      active = false;
    };
  }, [kind]);
  return state;
}
