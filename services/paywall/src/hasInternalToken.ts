import { timingSafeEqual } from 'node:crypto';

/** Whether a request header carries the configured internal token (compared in constant time). */
export function hasInternalToken(header: string | undefined, internalToken: string): boolean {
  if (header === undefined) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(internalToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
