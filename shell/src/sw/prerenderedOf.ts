/** The `prerendered` list of a route rules manifest (builds/meta): this site's paths only, anything else none. */
export function prerenderedOf(meta: unknown): string[] {
  const list = (meta as { prerendered?: unknown } | null)?.prerendered;
  if (!Array.isArray(list)) return [];
  return list.filter((p): p is string => typeof p === 'string' && /^\/(?![/\\])/.test(p));
}
