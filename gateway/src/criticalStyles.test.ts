import {
  criticalStyles,
  markupUse,
  needsInteraction,
  selectorClasses,
  type MarkupUse,
} from './criticalStyles';

const use = (classes: string[], characters: string | null = ''): MarkupUse => ({
  classes: new Set(classes),
  characters: characters === null ? null : new Set([...characters].map((c) => c.codePointAt(0)!)),
});
const critical = (css: string, u: MarkupUse) => criticalStyles([css], u)[0]!.rules;
const faces = (css: string, u: MarkupUse) => criticalStyles([css], u)[0]!;

describe('criticalStyles', () => {
  const sheet =
    '@import url(/more.css);:root{--gap:1rem}body{margin:0}' +
    '.teaser{display:grid}.teaser__title{font-weight:700}.menu--open{display:block}' +
    '.a,.b .c{color:red}' +
    '.item:not(.item--active){opacity:.5}' +
    '@media (min-width:48em){.teaser{gap:2rem}.menu--open{width:20rem}}' +
    '@supports (display:grid){.overlay{display:grid;animation:spin 1s linear}}' +
    '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}' +
    '@layer base,extra;';

  it('keeps the rules whose selectors the markup can match, in the sheet’s order, and the other at-rules', () => {
    expect(critical(sheet, use(['teaser', 'teaser__title', 'b', 'item']))).toBe(
      '@import url(/more.css);:root{--gap:1rem}body{margin:0}' +
        '.teaser{display:grid}.teaser__title{font-weight:700}' +
        '.item:not(.item--active){opacity:.5}' +
        '@media (min-width:48em){.teaser{gap:2rem}}' +
        '@layer base,extra;',
    );
  });

  it('keeps keyframes where a rule the document needs runs them, whichever sheet declares them', () => {
    expect(critical(sheet, use(['overlay']))).toContain(
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
    const [runs, declares] = criticalStyles(
      ['.x{animation-name:fade,spin}.y{animation:pop .2s}', '@keyframes spin{to{opacity:0}}@keyframes pop{}'],
      use(['x']),
    );
    expect(runs!.rules).toBe('.x{animation-name:fade,spin}');
    expect(declares!.rules).toBe('@keyframes spin{to{opacity:0}}');
  });

  it('leaves out what matches only while the reader points at or presses an element, not focus rules', () => {
    const states =
      '.link{color:blue}.link:hover,.link:focus-visible{color:navy}.link:not(:hover){text-decoration:none}' +
      '.skip:focus{top:0}.menu:focus-within{outline:auto}.button:active{transform:scale(.9)}';
    expect(critical(states, use(['link', 'skip', 'menu', 'button']))).toBe(
      '.link{color:blue}.link:focus-visible{color:navy}.link:not(:hover){text-decoration:none}' +
        '.skip:focus{top:0}.menu:focus-within{outline:auto}',
    );
  });

  it('keeps of a selector list the selectors that can match, and a group only with a rule in it', () => {
    const used = critical(sheet, use(['a', 'b', 'c', 'menu--open', 'overlay']));
    expect(used).toContain('.a,.b .c{color:red}');
    expect(used).toContain('.menu--open{display:block}');
    expect(used).toContain('@media (min-width:48em){.menu--open{width:20rem}}');
    expect(used).toContain('@supports (display:grid){.overlay{display:grid;animation:spin 1s linear}}');
    expect(critical(sheet, use(['a']))).toContain('.a{color:red}');
    expect(critical(sheet, use([]))).not.toContain('@media');
  });

  it('writes a whole sheet as it was for a document that uses every class', () => {
    expect(
      critical(sheet, use(['teaser', 'teaser__title', 'menu--open', 'a', 'b', 'c', 'item', 'overlay'])),
    ).toBe(sheet);
  });

  describe('font faces', () => {
    const german = '@font-face{font-family:N;src:url(/de.woff2);unicode-range:u+0020-007e,u+00e4,u+00fc}';
    const rest =
      '@font-face{font-family:N;src:url(/rest.woff2);unicode-range:u+0000-001f,u+00c5,u+2030-2038}';
    const fallback = '@font-face{font-family:N Fallback;src:local(Arial)}';
    const fonts = german + rest + fallback;

    it('keeps apart the faces for characters the document has, and faces without a range', () => {
      expect(faces(fonts, use([], 'Grüße'))).toEqual({
        faces: german + fallback,
        rules: '',
        onlyFaces: true,
        allFaces: false,
      });
      expect(faces(fonts, use([], 'Ångström')).faces).toBe(fonts);
      expect(faces(fonts, use([], '‰'))).toMatchObject({ faces: fonts, allFaces: true });
    });

    it('keeps every face when the characters are unknown', () => {
      expect(faces(fonts, use([], null)).faces).toBe(fonts);
    });

    it('counts the characters another sheet shows as generated content', () => {
      const generated = '.x::after{content:"\\2030"}';
      const [own, other] = criticalStyles([fonts, generated], use(['x'], ''));
      expect(own!.faces).toBe(fonts);
      expect(other).toEqual({ faces: '', rules: generated, onlyFaces: false, allFaces: true });
    });
  });
});

describe('needsInteraction', () => {
  it('reads hover and press outside functional pseudo-classes, and leaves focus alone', () => {
    expect(needsInteraction('.a:hover .b')).toBe(true);
    expect(needsInteraction('.a:active')).toBe(true);
    expect(needsInteraction('.a:focus')).toBe(false);
    expect(needsInteraction('a:not(:hover)')).toBe(false);
    expect(needsInteraction('.a:first-child')).toBe(false);
    expect(needsInteraction('.hover')).toBe(false);
  });
});

describe('selectorClasses', () => {
  it('names the classes a selector needs, not those it excludes, nor attribute values', () => {
    expect(selectorClasses('.a .b>.c:hover')).toEqual(['a', 'b', 'c']);
    expect(selectorClasses('.a:not(.b)')).toEqual(['a']);
    expect(selectorClasses(':is(.a,.b) .c')).toEqual(['c']);
    expect(selectorClasses('a[href$=".pdf"]')).toEqual([]);
    expect(selectorClasses('html[data-color-mode="dark"] .x')).toEqual(['x']);
    // an escaped name is not read: kept
    expect(selectorClasses('.md\\:grid')).toEqual([]);
  });
});

describe('markupUse', () => {
  it('reads every name of every class attribute', () => {
    const html = '<div class="a  b"><p class="c">x</p><span data-class="d" class="">y</span></div>';
    expect([...markupUse(html).classes].sort()).toEqual(['a', 'b', 'c']);
  });

  it('reads the characters beyond ASCII, written out or as numeric entities, but no control characters', () => {
    const { characters } = markupUse('<p>Grüße &#8240; &#x1F600; &amp; &lt;b&gt; \n\u0085</p>');
    expect([...characters!].sort((a, b) => a - b)).toEqual([0xdf, 0xfc, 0x2030, 0x1f600]);
  });

  it('leaves the characters unknown for a named entity beyond ASCII', () => {
    expect(markupUse('<p>Preis: 5&euro;</p>').characters).toBeNull();
  });
});
