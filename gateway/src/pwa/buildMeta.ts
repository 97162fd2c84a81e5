import { routes, type RouteDefinition } from '@news/config/routeTable';

/** The rules of one route as the route rules manifest lists them. */
export type RouteRules = {
  /** The route sends the reader to this path (the gateway with a 301, the shell in place). */
  redirect?: string;
  /** Seconds the page cache serves the document stale while it renders it again. */
  swr?: number;
};

/** `builds/meta/{id}.json` (spec §7 "Build and page data"): the route rules manifest of one build. */
export type BuildMeta = {
  id: string;
  /** When the build was made (ms since 1970), 0 when unknown. */
  timestamp: number;
  matcher: {
    /** Rules of routes with a fixed path, by path. */
    static: Record<string, RouteRules>;
    /** Rules of routes with parameters, by their pattern (`/:slug?-:id`), in the route table's order. */
    dynamic: { pattern: string; rules: RouteRules }[];
  };
  /**
   * Pages whose document is the same for every reader and kept by the page cache (a fixed path with a
   * stale-while-revalidate rule): the shell has the service worker keep them for offline at once, so the
   * installed app opens with them offline even before the reader visited them on this device.
   */
  prerendered: string[];
};

type RouteRuleSource = Pick<RouteDefinition, 'pattern' | 'redirect' | 'staleWhileRevalidate'>;

const rulesOf = (route: RouteRuleSource): RouteRules | null => {
  const rules: RouteRules = {
    ...(route.redirect ? { redirect: route.redirect } : {}),
    ...(route.staleWhileRevalidate ? { swr: route.staleWhileRevalidate } : {}),
  };
  return Object.keys(rules).length > 0 ? rules : null;
};

const isStatic = (pattern: string) => !/[:*]/.test(pattern);

/** The route rules manifest of a build, from the route table the build's gateway routes with. */
export function buildMeta(
  build: { id: string; builtAt?: string },
  table: readonly RouteRuleSource[] = routes,
): BuildMeta {
  const meta: BuildMeta = {
    id: build.id,
    timestamp: Date.parse(build.builtAt ?? '') || 0,
    matcher: { static: {}, dynamic: [] },
    prerendered: [],
  };
  for (const route of table) {
    const rules = rulesOf(route);
    if (!rules) continue;
    if (isStatic(route.pattern)) {
      meta.matcher.static[route.pattern] = rules;
      if (rules.swr !== undefined && rules.redirect === undefined) meta.prerendered.push(route.pattern);
    } else meta.matcher.dynamic.push({ pattern: route.pattern, rules });
  }
  return meta;
}
