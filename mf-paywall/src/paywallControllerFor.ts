import type { PaywallParcelProps } from '@news/contracts/paywallParcel';
import { createPaywallController, type PaywallController, type PaywallDeps } from './createPaywallController';

type Entry = {
  visit: string;
  articleId: number;
  pathname: string;
  users: number;
  controller: PaywallController;
};
let current: Entry | null = null;

/**
 * The paywall of a page visit, shared by its placements (paywall box, tools, meter notice): one state machine and
 * one decision per visit. A new visit (a navigation: mf-articles names each) starts a new one; the previous one is
 * dropped, as is one whose placements all left the page it was made for.
 */
export function acquirePaywallController(
  props: PaywallParcelProps,
  deps: PaywallDeps,
): { controller: PaywallController; release: () => void } {
  if (!current || current.visit !== props.visit || current.articleId !== props.article.id) {
    current?.controller.dispose();
    current = {
      visit: props.visit,
      articleId: props.article.id,
      pathname: deps.win.location.pathname,
      users: 0,
      controller: createPaywallController(props, deps),
    };
  }
  const entry = current;
  entry.users++;
  let released = false;
  return {
    controller: entry.controller,
    release() {
      if (released) return;
      released = true;
      entry.users--;
      // An article unlocked in place swaps its placements on the same page: the state stays for them.
      if (entry.users === 0 && current === entry && deps.win.location.pathname !== entry.pathname) {
        entry.controller.dispose();
        current = null;
      }
    },
  };
}
