/**
 * The n-th address of the IPv6 documentation prefix 2001:db8::/32 (RFC 3849), for X-Forwarded-For headers in a
 * flood from many readers: a header value only, no traffic goes there.
 */
export function documentationAddress(n: number): string {
  return `2001:db8::${((n >>> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}`;
}
