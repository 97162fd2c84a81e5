import postcss, { type ChildNode, type Container } from 'postcss';
import { parseUnicodeRange } from '@news/mf-build/unicodeRange';

/**
 * A stylesheet read for documents that inline only what their markup uses (ADR 0013, an island first view): its
 * rules with the classes each selector needs, its at-rules whose content can be chosen the same way (@media,
 * @supports, @container, @layer blocks), its font faces with the characters they are for (unicode-range), its
 * keyframes by name, and everything else (@import, @property ...) kept whole.
 */
type Piece =
  | { kind: 'whole'; text: string }
  | { kind: 'face'; text: string; characters: ReadonlySet<number> | null }
  | { kind: 'keyframes'; name: string; text: string }
  | {
      kind: 'rule';
      selectors: { text: string; classes: string[]; interactive: boolean }[];
      block: string;
      /** The words of its `animation` and `animation-name` values: the keyframes it may run. */
      animations: string[];
    }
  | { kind: 'group'; prelude: string; pieces: Piece[] };

const groups = new Set(['media', 'supports', 'container', 'layer']);

/** A selector without what its functional pseudo-classes hold: `.a:not(.b)` -> `.a:not`. */
function outsideFunctions(selector: string): string {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  return outside;
}

/**
 * The classes a selector needs on the page to match anything. Classes inside a functional pseudo-class (`:not()`,
 * `:is()`, `:where()`, `:has()`) do not count: `:not(.a)` matches without `.a`. An escaped name is not read (the
 * selector then needs nothing and is kept): keeping too much costs bytes, dropping a rule would change the page.
 */
export function selectorClasses(selector: string): string[] {
  if (selector.includes('\\')) return [];
  // attribute values are not classes: [href$=".pdf"]
  const outside = outsideFunctions(selector).replace(/\[[^\]]*\]/g, '');
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

/**
 * Whether a selector matches only while the reader points at or presses an element (`:hover`, `:active` outside a
 * functional pseudo-class: `:not(:hover)` matches at rest). Neither state exists at the first paint. Focus rules
 * stay: the first Tab may come before the whole sheets have loaded, and the skip link shows only on focus.
 */
export function needsInteraction(selector: string): boolean {
  return /:(?:hover|active)(?![\w-])/i.test(outsideFunctions(selector));
}

/** The characters a face is for (its `unicode-range`); null for every character (none, or one not read). */
function faceCharacters(range: string | undefined): ReadonlySet<number> | null {
  if (range === undefined) return null;
  try {
    return new Set(parseUnicodeRange(range));
  } catch {
    return null;
  }
}

/** A printable ASCII character: every document's text has them. */
const ASCII_A = 0x41;

function piecesOf(container: Container): Piece[] {
  const pieces: Piece[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'comment') return;
    if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face') {
      let range: string | undefined;
      node.walkDecls(/^unicode-range$/i, (decl) => {
        range = decl.value;
      });
      pieces.push({ kind: 'face', text: node.toString(), characters: faceCharacters(range) });
    } else if (node.type === 'atrule' && /^(-webkit-)?keyframes$/i.test(node.name)) {
      pieces.push({ kind: 'keyframes', name: node.params.trim(), text: node.toString() });
    } else if (node.type === 'rule') {
      const animations: string[] = [];
      node.walkDecls(/^(-webkit-)?animation(-name)?$/i, (decl) => {
        animations.push(...decl.value.split(/[\s,]+/).filter(Boolean));
      });
      pieces.push({
        kind: 'rule',
        selectors: node.selectors.map((text) => ({
          text,
          classes: selectorClasses(text),
          interactive: needsInteraction(text),
        })),
        block: node.clone({ selector: '' }).toString(),
        animations,
      });
    } else if (node.type === 'atrule' && node.nodes && groups.has(node.name.toLowerCase())) {
      pieces.push({
        kind: 'group',
        prelude: `@${node.name}${node.params ? ` ${node.params}` : ''}`,
        pieces: piecesOf(node),
      });
    } else {
      // a statement (@import, @layer a, b) ends with its semicolon, which postcss keeps with the parent
      pieces.push({
        kind: 'whole',
        text: node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString(),
      });
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

/** A face is needed where the document has a character it is for (the browser loads it only then, too). */
function faceNeeded(face: ReadonlySet<number> | null, characters: ReadonlySet<number> | null): boolean {
  if (face === null || characters === null || face.has(ASCII_A)) return true;
  for (const c of characters) if (face.has(c)) return true;
  return false;
}

/** The selectors of a rule that can match the document's first paint: its classes all there, no pointer needed. */
const usedSelectors = (piece: Extract<Piece, { kind: 'rule' }>, use: MarkupUse) =>
  piece.selectors.filter((s) => !s.interactive && s.classes.every((c) => use.classes.has(c)));

/** The keyframes the rules the document needs of `pieces` may run (added to `into`). */
function animationsUsed(pieces: Piece[], use: MarkupUse, into: Set<string>): void {
  for (const piece of pieces) {
    if (piece.kind === 'rule' && piece.animations.length > 0 && usedSelectors(piece, use).length > 0) {
      for (const word of piece.animations) into.add(word);
    } else if (piece.kind === 'group') animationsUsed(piece.pieces, use, into);
  }
}

/**
 * The rules of `pieces` the document needs, and the keyframes those may run; the font faces it needs go to `faces`
 * (they are kept apart).
 */
function write(pieces: Piece[], use: MarkupUse, animations: ReadonlySet<string>, faces: string[]): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'whole') out += piece.text;
    else if (piece.kind === 'keyframes') {
      if (animations.has(piece.name)) out += piece.text;
    } else if (piece.kind === 'face') {
      if (faceNeeded(piece.characters, use.characters)) faces.push(piece.text);
    } else if (piece.kind === 'rule') {
      const used = usedSelectors(piece, use);
      if (used.length > 0) out += used.map((s) => s.text).join(',') + piece.block;
    } else {
      const inner = write(piece.pieces, use, animations, faces);
      if (inner) out += `${piece.prelude}{${inner}}`;
    }
  }
  return out;
}

/**
 * What a document needs of one stylesheet: its font faces, its rules, whether the sheet holds font faces only, and
 * whether the document needs all of its faces.
 */
export type CriticalStyles = { faces: string; rules: string; onlyFaces: boolean; allFaces: boolean };

/**
 * The parts of a document's stylesheets it needs for its first paint: every rule with a selector whose classes all
 * occur in the document's markup and that needs no pointer on an element (hover, press), in the sheet's order, the
 * keyframes those rules may run, and every other at-rule that is not a group of rules; and, apart, every font face
 * for characters the document has, in its markup or in the sheets' generated content (a face added to a painted
 * page makes the browser lay out all its text again, so faces are never swapped). Rules for what scripts or the
 * reader add later (an opened menu, a hovered link) are left out: the whole sheets follow as files
 * once the page has painted (shell/src/loadFullStylesheets.ts).
 */
export function criticalStyles(sheets: string[], use: MarkupUse): CriticalStyles[] {
  const read = sheets.map(readSheet);
  const characters =
    use.characters && new Set([...use.characters, ...read.flatMap((sheet) => sheet.generated)]);
  // a rule in one sheet may run keyframes another one declares
  const animations = new Set<string>();
  for (const sheet of read) animationsUsed(sheet.pieces, use, animations);
  return read.map((sheet) => {
    const faces: string[] = [];
    const rules = write(sheet.pieces, { classes: use.classes, characters }, animations, faces);
    const declared = sheet.pieces.filter((p) => p.kind === 'face').length;
    return {
      faces: faces.join(''),
      rules,
      onlyFaces: declared === sheet.pieces.length,
      allFaces: faces.length === declared,
    };
  });
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
