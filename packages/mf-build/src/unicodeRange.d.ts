/** Types of unicodeRange.js (read by the gateway for the font faces a document inlines). */
export function formatUnicodeRange(codePoints: Iterable<number>): string;
export function parseUnicodeRange(value: string): number[];
export function codePointsOf(text: string): number[];
