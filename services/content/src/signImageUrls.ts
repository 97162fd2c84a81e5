/**
 * Replaces the baseUrl of every image object in a response (objects with baseUrl, altText, width and height) by
 * `sign(baseUrl)`. The database stores source paths ('/seed/sport-2.jpg'); readers get signed image-proxy URLs
 * ('/img/{signature}/seed/sport-2.jpg'). Returns a new value; the input is not changed.
 */
export function signImageUrls<T>(value: T, sign: (sourcePath: string) => string): T {
  return walk(value, sign) as T;
}

function walk(value: unknown, sign: (sourcePath: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, sign));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => [k, walk(v, sign)] as const,
  );
  const obj = Object.fromEntries(entries);
  if (
    typeof obj.baseUrl === 'string' &&
    typeof obj.altText === 'string' &&
    typeof obj.width === 'number' &&
    typeof obj.height === 'number'
  )
    obj.baseUrl = sign(obj.baseUrl);
  return obj;
}
