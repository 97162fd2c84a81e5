const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Characters XML 1.0 does not allow at all, not even escaped: C0 controls except tab, LF and CR, lone surrogates
 * and U+FFFE/U+FFFF. They are dropped.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for XML element content and attribute values (both quote kinds escaped). */
export const escapeXml = (text: string): string =>
  text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** `<name>text</name>` with escaped text. */
export const xmlElement = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;

/** An RFC 822 date for RSS (`Tue, 14 Nov 2023 10:00:00 GMT`), or undefined for an unparsable date. */
export function rfc822Date(value: string | Date): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}

/** A W3C datetime for sitemaps (`2023-11-14T10:00:00Z`), or undefined for an unparsable date. */
export function w3cDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
