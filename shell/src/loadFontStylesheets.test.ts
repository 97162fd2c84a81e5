/** @jest-environment jsdom */
import { loadFontStylesheets } from './loadFontStylesheets';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => [
    l.getAttribute('href'),
    l.media,
  ]);

beforeEach(() => {
  document.head.innerHTML = '';
});

it('loads the named stylesheets of font faces once, applied', () => {
  document.documentElement.dataset.fontStylesheets =
    '/remotes/shell/first-view/first-view-fonts.9a.css //x.example/f.css';
  loadFontStylesheets(document);
  loadFontStylesheets(document);
  expect(links()).toEqual([['/remotes/shell/first-view/first-view-fonts.9a.css', '']]);
});

it('does nothing for a document that names none', () => {
  loadFontStylesheets(document);
  expect(links()).toEqual([]);
});
