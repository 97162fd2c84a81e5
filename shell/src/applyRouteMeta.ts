import { resolveRoute } from '@news/config/routeTable';

/**
 * Applies the route meta of the current path to the page frame: the layout (default, mein-portal,
 * mein-dialog-flow), the reading progress bar and the utility bar. The server renders the same attributes.
 */
export function applyRouteMeta(body: HTMLElement, pathname: string): void {
  const resolved = resolveRoute(pathname);
  const route = resolved.kind === 'ok' ? resolved.route : null;
  body.dataset.layout = route?.layout ?? 'default';
  body.dataset.progressBar = String(route?.showProgressBar ?? false);
  body.dataset.utilityBar = String(route?.showUtilityBar ?? true);
}
