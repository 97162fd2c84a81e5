/**
 * A short fingerprint of a page's data (ADR 0013): an island first view leaves its page data out of the document
 * and carries this instead; the SPA runtime hydrates with the page's `_payload.json` only when that payload has the
 * same fingerprint, so it never hydrates server HTML with data of a later moment (a cached home page, an article
 * edited since). A consistency check, not a security one: two 32-bit FNV-1a hashes of the JSON text (the same in
 * every engine: JSON.stringify's output is fixed by the language), 64 bits as 16 hex digits.
 */
export function pageDigest(page: unknown): string {
  const text = JSON.stringify(page) ?? '';
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(a) + hex(b);
}
