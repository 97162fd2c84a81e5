import type { FeedTreeNode } from '@news/contracts/contentPages';
import { feedBookmarksSchema, type FeedBookmark } from '@news/contracts/userApi';
import { useCallback, useEffect, useState } from 'react';
import { userApiPath } from './userApiPath';
import { userApiRequest } from './userApiRequest';

/** The user API's list of a kind: region-bookmarks or tag-bookmarks (spec §7). */
export type FeedBookmarkKind = 'region' | 'tag';

export type FeedBookmarksState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'loaded'; followed: ReadonlyMap<number, FeedBookmark>; pending: ReadonlySet<number> };

/** What the last follow or unfollow came to, for the page's live region. */
export type FollowNotice = { kind: 'done' | 'failed'; text: string } | null;

/**
 * The regions or topics the reader follows, and `toggle` to follow or unfollow a node of the tree: POST
 * /{kind}-bookmarks/{id} with its label and target, DELETE to unfollow. The list changes only with the API's answer.
 */
export function useFeedBookmarks(kind: FeedBookmarkKind, ssoId: string) {
  const [state, setState] = useState<FeedBookmarksState>({ kind: 'loading' });
  const [notice, setNotice] = useState<FollowNotice>(null);
  const list = `${userApiPath(ssoId)}/${kind}-bookmarks`;

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    void userApiRequest(list).then((answer) => {
      if (!active) return;
      const parsed = answer.ok ? feedBookmarksSchema.safeParse(answer.body) : null;
      setState(
        parsed?.success
          ? { kind: 'loaded', followed: new Map(parsed.data.map((b) => [b.id, b])), pending: new Set() }
          : { kind: 'error' },
      );
    });
    return () => {
      active = false;
    };
  }, [list]);

  const toggle = useCallback(
    async (node: FeedTreeNode, follow: boolean) => {
      const mark = (change: (s: Extract<FeedBookmarksState, { kind: 'loaded' }>) => FeedBookmarksState) =>
        setState((s) => (s.kind === 'loaded' ? change(s) : s));
      mark((s) => ({ ...s, pending: new Set(s.pending).add(node.id) }));
      const answer = await userApiRequest(`${list}/${node.id}`, {
        method: follow ? 'POST' : 'DELETE',
        ...(follow ? { body: { label: node.label, target: node.target } } : {}),
      });
      mark((s) => {
        const pending = new Set(s.pending);
        pending.delete(node.id);
        if (!answer.ok) return { ...s, pending };
        const followed = new Map(s.followed);
        if (follow) followed.set(node.id, { id: node.id, label: node.label, target: node.target });
        else followed.delete(node.id);
        return { kind: 'loaded', followed, pending };
      });
      setNotice(
        answer.ok
          ? {
              kind: 'done',
              text: follow ? `Sie folgen jetzt „${node.label}“.` : `Sie folgen „${node.label}“ nicht mehr.`,
            }
          : { kind: 'failed', text: answer.message },
      );
    },
    [list],
  );

  return { state, notice, toggle };
}
