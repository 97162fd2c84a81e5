import { resolveRoute } from '@news/config/routeTable';

/** Which application renders the main slot for a path. Unknown paths get mf-articles' 404 screen. */
export function activeApp(pathname: string): string {
  const resolved = resolveRoute(pathname);
  return resolved.kind === 'ok' ? resolved.route.app : 'mf-articles';
}
