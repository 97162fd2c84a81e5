/** @jest-environment jsdom */
import { fireEvent } from '@testing-library/dom';
import { startHeaderMenu } from './startHeaderMenu';

const button = () => document.querySelector('button.shell-menu-button') as HTMLButtonElement;
const sidebar = () => document.getElementById('shell-sidebar') as HTMLElement;

describe('startHeaderMenu', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<header><button type="button" class="shell-menu-button" aria-expanded="false" aria-controls="shell-sidebar">Menü</button></header>' +
      '<nav id="shell-sidebar" aria-label="Menü" hidden><button type="button" class="shell-sidebar__close">Menü schließen</button>' +
      '<ul><li><a href="/lokales">Lokales</a></li></ul></nav><main><p id="outside">Text</p></main>';
    startHeaderMenu(document);
  });

  it('opens the sidebar, moves focus into it, and Escape closes it with the focus back on the button', () => {
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(sidebar().hidden).toBe(false);
    expect(document.activeElement?.textContent).toBe('Menü schließen');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(sidebar().hidden).toBe(true);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('closes with its close button, a second click on the button, a click outside and a route change', () => {
    fireEvent.click(button());
    fireEvent.click(document.querySelector('.shell-sidebar__close') as Element);
    expect(sidebar().hidden).toBe(true);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(sidebar().hidden).toBe(true);
    fireEvent.click(button());
    fireEvent.click(document.getElementById('outside') as Element);
    expect(sidebar().hidden).toBe(true);
    fireEvent.click(button());
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(sidebar().hidden).toBe(true);
  });

  it('stays open for a click inside', () => {
    fireEvent.click(button());
    fireEvent.click(sidebar().querySelector('ul') as Element);
    expect(sidebar().hidden).toBe(false);
  });
});
