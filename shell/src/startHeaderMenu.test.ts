/** @jest-environment jsdom */
import { fireEvent } from '@testing-library/dom';
import { openModalLayer, takesEscape } from '@news/ui/modalLayer';
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

  it('puts the open sidebar on the modal stack (z-index 1000 at the bottom) and takes it off when it closes', () => {
    fireEvent.click(button());
    expect(sidebar().style.zIndex).toBe('1000');
    expect(sidebar().dataset.modalLevel).toBe('0');
    fireEvent.click(button());
    expect(sidebar().style.zIndex).toBe('');
    expect(sidebar().hasAttribute('data-modal-level')).toBe(false);
  });

  it('opens above a layer opened before it; Escape closes the menu only, the next Escape is the layer’s', () => {
    const layer = document.body.appendChild(document.createElement('div'));
    const releaseLayer = openModalLayer(layer);
    const layerEscapes = jest.fn();
    // the layer below listens too (registered after the menu, so it hears the same Escape after the menu)
    document.addEventListener('keydown', (event) => {
      if (takesEscape(event, layer)) layerEscapes();
    });
    fireEvent.click(button());
    expect(sidebar().style.zIndex).toBe('1002');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(sidebar().hidden).toBe(true);
    expect(document.activeElement).toBe(button());
    expect(layerEscapes).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(layerEscapes).toHaveBeenCalledTimes(1);
    releaseLayer();
  });

  it('leaves an Escape alone while a layer opened after it is on top', () => {
    fireEvent.click(button());
    const above = document.body.appendChild(document.createElement('div'));
    const releaseAbove = openModalLayer(above);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(sidebar().hidden).toBe(false);
    releaseAbove();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(sidebar().hidden).toBe(true);
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
