/**
 * CSS `unicode-range` values: written from a set of code points, read back into one. Used for the brand fonts'
 * subsets (a face draws exactly the characters it holds) and to tell which faces a document preloads.
 */

/** `U+0020-007E, U+00A0, …` for the code points of `text` (sorted, runs joined). */
function formatUnicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`);
  }
  return parts.join(', ');
}

/** The code points of a `unicode-range` value (single code points and ranges; wildcards are not used here). */
function parseUnicodeRange(value) {
  const codePoints = [];
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`unicode-range: cannot read "${part.trim()}"`);
    const start = parseInt(match[1], 16);
    const end = match[2] ? parseInt(match[2], 16) : start;
    for (let c = start; c <= end; c++) codePoints.push(c);
  }
  return codePoints;
}

const codePointsOf = (text) => [...text].map((c) => c.codePointAt(0));

module.exports = { formatUnicodeRange, parseUnicodeRange, codePointsOf };
