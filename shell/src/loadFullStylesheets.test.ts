/** @jest-environment jsdom */
import { loadFullStylesheets } from './loadFullStylesheets';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const critical = () => document.head.querySelectorAll('style[data-critical]').length;

beforeEach(() => {
  document.head.innerHTML =
    '<style>:root{--a:1}</style><style data-critical>.x{color:red}</style><style data-critical>.y{margin:0}</style>';
  document.documentElement.dataset.stylesheets =
    '/remotes/shell/a.css /remotes/mf-articles/b.css //evil.example/c.css';
});

it('loads the named files unapplied, then applies them together and drops the critical rules', () => {
  loadFullStylesheets(document);
  expect(links().map((l) => [l.getAttribute('href'), l.media])).toEqual([
    ['/remotes/shell/a.css', 'print'],
    ['/remotes/mf-articles/b.css', 'print'],
  ]);
  links()[1]!.dispatchEvent(new Event('load'));
  expect(links().map((l) => l.media)).toEqual(['print', 'print']);
  expect(critical()).toBe(2);
  links()[0]!.dispatchEvent(new Event('load'));
  expect(links().map((l) => l.media)).toEqual(['all', 'all']);
  expect(critical()).toBe(0);
  // the brand tokens and other fixed styles stay
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
});

it('keeps the critical rules when a file cannot load', () => {
  loadFullStylesheets(document);
  links()[0]!.dispatchEvent(new Event('load'));
  links()[1]!.dispatchEvent(new Event('error'));
  expect(links()[0]!.media).toBe('all');
  expect(critical()).toBe(2);
});

it('runs once per document, and does nothing for a document with whole stylesheets', () => {
  loadFullStylesheets(document);
  loadFullStylesheets(document);
  expect(links()).toHaveLength(2);
  document.head.innerHTML = '';
  delete document.documentElement.dataset.stylesheets;
  loadFullStylesheets(document);
  expect(links()).toHaveLength(0);
});
