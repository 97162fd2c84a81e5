/**
 * Whether a parsed request value (a body, a query) holds a NUL character in any string, key or nested value.
 * PostgreSQL text cannot store it: input with one is refused as bad input (400) before it reaches a query.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\0') || containsNul(v));
  }
  return false;
}
