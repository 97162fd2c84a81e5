import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * A stylesheet read for documents that inline only what their markup uses (ADR 0013, an island first view): its
 * rules with the classes each selector needs, its at-rules whose content can be chosen the same way (@media,
 * @supports, @container, @layer blocks), its font faces with the characters they are for (unicode-range), and
 * everything else (@keyframes, @import ...) kept whole.
 */
type Piece =
  | { kind: 'whole'; text: string }
  | { kind: 'face'; text: string; ranges: [number, number][] }
  | { kind: 'rule'; selectors: { text: string; classes: string[] }[]; block: string }
  | { kind: 'group'; prelude: string; pieces: Piece[] };

const groups = new Set(['media', 'supports', 'container', 'layer']);

/**
 * The classes a selector needs on the page to match anything. Classes inside a functional pseudo-class (`:not()`,
 * `:is()`, `:where()`, `:has()`) do not count: `:not(.a)` matches without `.a`. An escaped name is not read (the
 * selector then needs nothing and is kept): keeping too much costs bytes, dropping a rule would change the page.
 */
export function selectorClasses(selector: string): string[] {
  if (selector.includes('\\')) return [];
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  // attribute values are not classes: [href$=".pdf"]
  outside = outside.replace(/\[[^\]]*\]/g, '');
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

/** The code point ranges of a `unicode-range` (`u+0-7f,u+00e4,u+4??`); empty for a face without one. */
export function unicodeRanges(value: string): [number, number][] {
  return value.split(',').flatMap((part): [number, number][] => {
    const m = /^\s*u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!m) return [];
    const from = parseInt(m[1]!.replace(/\?/g, '0'), 16);
    const to = m[2] ? parseInt(m[2], 16) : parseInt(m[1]!.replace(/\?/g, 'f'), 16);
    return [[from, to]];
  });
}

/** The printable ASCII every document's text has. */
const ASCII: [number, number] = [0x20, 0x7e];

function facePiece(text: string, range: string | undefined): Piece {
  const ranges = range === undefined ? [] : unicodeRanges(range);
  return ranges.length === 0 ? { kind: 'whole', text } : { kind: 'face', text, ranges };
}

function piecesOf(container: Container): Piece[] {
  const pieces: Piece[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'comment') return;
    if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face') {
      let range: string | undefined;
      node.walkDecls(/^unicode-range$/i, (decl) => {
        range = decl.value;
      });
      pieces.push(facePiece(node.toString(), range));
    } else if (node.type === 'rule') {
      pieces.push({
        kind: 'rule',
        selectors: node.selectors.map((text) => ({ text, classes: selectorClasses(text) })),
        block: node.clone({ selector: '' }).toString(),
      });
    } else if (node.type === 'atrule' && node.nodes && groups.has(node.name.toLowerCase())) {
      pieces.push({
        kind: 'group',
        prelude: `@${node.name}${node.params ? ` ${node.params}` : ''}`,
        pieces: piecesOf(node),
      });
    } else {
      pieces.push({ kind: 'whole', text: node.toString() });
    }
  });
  return pieces;
}

/** A stylesheet as read: its pieces, and the characters beyond ASCII its generated content (`content:`) shows. */
type ReadSheet = { pieces: Piece[]; generated: number[] };

/** The characters of `content` values, CSS escapes (`\203a`) decoded. */
function generatedCharacters(root: Container): number[] {
  const found = new Set<number>();
  root.walkDecls(/^content$/i, (decl) => {
    const text = decl.value.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    );
    for (const char of text) if (char.codePointAt(0)! > 0x9f) found.add(char.codePointAt(0)!);
  });
  return [...found];
}

const read = new Map<string, ReadSheet>();

/** The stylesheet's text read once (per text: a build's sheets are few and fixed). */
function readSheet(css: string): ReadSheet {
  let sheet = read.get(css);
  if (!sheet) {
    const root = postcss.parse(css);
    sheet = { pieces: piecesOf(root), generated: generatedCharacters(root) };
    if (read.size > 64) read.clear();
    read.set(css, sheet);
  }
  return sheet;
}

/** What a document's markup uses: the classes it names, and the characters it has beyond ASCII (null: unknown). */
export type MarkupUse = { classes: ReadonlySet<string>; characters: ReadonlySet<number> | null };

const overlaps = ([from, to]: [number, number], [a, b]: [number, number]) => from <= b && a <= to;

/** A face is needed where the document has a character it is for (the browser loads it only then, too). */
function faceNeeded(ranges: [number, number][], characters: ReadonlySet<number> | null): boolean {
  if (characters === null || ranges.some((r) => overlaps(r, ASCII))) return true;
  for (const c of characters) if (ranges.some(([from, to]) => c >= from && c <= to)) return true;
  return false;
}

function write(pieces: Piece[], use: MarkupUse): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'whole') out += piece.text;
    else if (piece.kind === 'face') {
      if (faceNeeded(piece.ranges, use.characters)) out += piece.text;
    } else if (piece.kind === 'rule') {
      const used = piece.selectors.filter((s) => s.classes.every((c) => use.classes.has(c)));
      if (used.length > 0) out += used.map((s) => s.text).join(',') + piece.block;
    } else {
      const inner = write(piece.pieces, use);
      if (inner) out += `${piece.prelude}{${inner}}`;
    }
  }
  return out;
}

/**
 * The parts of a document's stylesheets it needs for its first paint: every rule with a selector whose classes all
 * occur in the document's markup, in the sheet's order; every font face for characters the document has, in its
 * markup or in the sheets' generated content; every other at-rule that is not a group of rules. Rules for what
 * scripts add later (an opened menu, a pressed button) are left out: the whole sheets follow as files once the page
 * has painted (shell/src/loadFullStylesheets.ts). One text per sheet, empty where nothing is needed.
 */
export function criticalStyleTexts(sheets: string[], use: MarkupUse): string[] {
  const read = sheets.map(readSheet);
  const characters =
    use.characters && new Set([...use.characters, ...read.flatMap((sheet) => sheet.generated)]);
  return read.map((sheet) => write(sheet.pieces, { classes: use.classes, characters }));
}

/** Entities that stand for ASCII characters; any other named one makes the document's characters unknown. */
const asciiEntities = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/**
 * What a document's markup uses: the names of its `class` attributes, and every character beyond ASCII, written
 * out or as a numeric entity, except control characters (no face draws them). A named entity beyond the ASCII
 * ones leaves the characters unknown (every face is kept).
 */
export function markupUse(html: string): MarkupUse {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return { classes, characters: markupCharacters(html) };
}

/** The characters beyond ASCII of `html` (see markupUse): one pass over the text, entities read where they are. */
function markupCharacters(html: string): Set<number> | null {
  const characters = new Set<number>();
  const entity = /&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/iy;
  for (let i = 0; i < html.length; i++) {
    const unit = html.charCodeAt(i);
    if (unit > 0x9f) {
      const code = html.codePointAt(i)!;
      characters.add(code);
      if (code > 0xffff) i++;
    } else if (unit === 0x26 /* & */) {
      entity.lastIndex = i;
      const name = entity.exec(html)?.[1];
      if (name === undefined) continue;
      if (name[0] !== '#') {
        if (!asciiEntities.has(name.toLowerCase())) return null;
        continue;
      }
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (code > 0x9f) characters.add(code);
    }
  }
  return characters;
}
