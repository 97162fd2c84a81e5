import type { FeedTreeNode } from '@news/contracts/contentPages';
import { fetchRegionBookmarks } from './fetchRegionBookmarks';
import { fetchRegionTeasers } from './fetchRegionTeasers';
import type { MyRegionFeed } from './useMyRegionFeed';

const findTarget = (nodes: readonly FeedTreeNode[], id: number): string | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node.target;
    const inner = findTarget(node.children, id);
    if (inner !== undefined) return inner;
  }
  return undefined;
};

/**
 * A logged-in reader's /meineregion: the regions they follow (user API) and the newest articles of those regions'
 * pages. A region's page is the target the content API's tree gives it now (the one stored with the bookmark when
 * the tree no longer has it). Throws when either API fails.
 */
export async function loadMyRegionFeed(
  tree: readonly FeedTreeNode[],
  mandator: string,
  ssoId: string,
): Promise<MyRegionFeed> {
  const followed = await fetchRegionBookmarks(mandator, ssoId);
  if (followed.length === 0) return { kind: 'none' };
  const targets = followed.map((region) => findTarget(tree, region.id) ?? region.target);
  const teasers = await fetchRegionTeasers(targets);
  return { kind: 'loaded', regions: followed.map((region) => region.label), teasers };
}
