import { styleTag } from './styleTag';

describe('styleTag', () => {
  it('inlines the text under the file name, and no text can end the element early', () => {
    expect(styleTag({ href: '/remotes/shell/main.1.css', text: 'a::after{content:"</style>"}' })).toBe(
      '<style data-href="/remotes/shell/main.1.css">a::after{content:"<\\/style>"}</style>',
    );
  });

  it('resolves relative urls against the file, as the browser would for the file, and leaves the others', () => {
    const text =
      "@font-face{src:url(fonts/a.1.woff2) format('woff2')}" +
      '.b{background:url("../img/b.png")}.c{background:url(\'/icons/c.svg\')}' +
      '.d{mask:url(data:image/svg+xml,x)}.e{filter:url(#f)}.g{background:url(https://cdn.example/g.png)}';
    expect(styleTag({ href: '/remotes/shell/main.1.css', text })).toBe(
      '<style data-href="/remotes/shell/main.1.css">' +
        "@font-face{src:url(/remotes/shell/fonts/a.1.woff2) format('woff2')}" +
        '.b{background:url("/remotes/img/b.png")}.c{background:url(\'/icons/c.svg\')}' +
        '.d{mask:url(data:image/svg+xml,x)}.e{filter:url(#f)}.g{background:url(https://cdn.example/g.png)}' +
        '</style>',
    );
    expect(
      styleTag({ href: 'https://cdn.example/mf-articles/app.2.css', text: '.a{background:url(x.png)}' }),
    ).toContain('url(https://cdn.example/mf-articles/x.png)');
  });
});
