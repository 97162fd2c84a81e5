import type { ArticlePage } from '@news/contracts/contentPages';
import { LINK_TOKEN_PARAM } from '@news/contracts/giftToken';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect, useRef, useState } from 'react';
import type { UnlockedArticle } from './fetchUnlockedArticle';

/** Refusals (403) after an open paywall state before the page stops trying and asks for a reload. */
export const MAX_UNLOCK_REFUSALS = 2;

export type ArticleUnlock = {
  /** The article to show: the unlocked one once it is loaded, the page's until then. */
  article: ArticlePage;
  /** loading: the whole article is on its way; failed: it could not be loaded; refused: the server said no. */
  status: 'idle' | 'loading' | 'failed' | 'refused';
  /** Bumped after a refusal: the paywall starts over with a fresh decision. */
  attempt: number;
  retry(): void;
};

/**
 * Opens a paywalled article in place (issue 12 item 5): when mf-paywall says the reader may read it (PAYWALL_STATE
 * of this article, answered, no paywall: a coin purchase, a login, a meter opening, a gift link), the whole
 * article comes from GET /api/paywall/articles/{id} with the page's link token and replaces the teaser without a
 * reload. The server decides again: on 403 the paywall stays (it starts over; after repeated refusals the reader
 * is asked to reload).
 */
export function useArticleUnlock(article: ArticlePage): ArticleUnlock {
  const [unlocked, setUnlocked] = useState<ArticlePage | null>(null);
  const [status, setStatus] = useState<ArticleUnlock['status']>('idle');
  const [attempt, setAttempt] = useState(0);
  const [requests, setRequests] = useState(0);
  const refusals = useRef(0);
  const { id, isPaywalled } = article;

  useEffect(() => {
    if (!isPaywalled) return;
    const subscription = eventBus.on('paywall').subscribe((event) => {
      if (event.articleId !== id || !event.zephrAnswered || event.isPaywall) return;
      if (refusals.current < MAX_UNLOCK_REFUSALS) setRequests((n) => n + 1);
    });
    return () => subscription.unsubscribe();
  }, [id, isPaywalled]);

  useEffect(() => {
    if (requests === 0) return;
    let active = true;
    setStatus('loading');
    const token = new URLSearchParams(window.location.search).get(LINK_TOKEN_PARAM);
    // Loaded only when a paywalled article opens: a free article loads nothing of it.
    void import(/* webpackChunkName: "unlock-article" */ './fetchUnlockedArticle')
      .then(({ fetchUnlockedArticle }) => fetchUnlockedArticle(id, token))
      .catch((): UnlockedArticle => ({ kind: 'failed' }))
      .then((result) => {
        if (!active) return;
        if (result.kind === 'open') {
          setUnlocked(result.article);
          setStatus('idle');
        } else if (result.kind === 'not-entitled') {
          refusals.current++;
          console.warn(
            `[mf-articles] article ${id} was not unlocked: the server refused (${refusals.current})`,
          );
          if (refusals.current >= MAX_UNLOCK_REFUSALS) setStatus('refused');
          else {
            setStatus('idle');
            setAttempt((n) => n + 1);
          }
        } else {
          console.error(`[mf-articles] article ${id} could not be loaded`);
          setStatus('failed');
        }
      });
    return () => {
      active = false;
    };
  }, [requests, id]);

  return { article: unlocked ?? article, status, attempt, retry: () => setRequests((n) => n + 1) };
}
