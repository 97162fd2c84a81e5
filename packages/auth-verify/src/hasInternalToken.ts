import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a request header carries the gateway's internal token (compared in constant time). An empty configured
 * token matches nothing.
 */
export function hasInternalToken(header: string | undefined, internalToken: string): boolean {
  if (header === undefined || internalToken === '') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(internalToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
