/** @jest-environment jsdom */
import { modalZIndex, nextModalLevel, openModalLayer, takesEscape } from './modalLayer';

const layer = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('modalZIndex', () => {
  it.each([
    [0, 1000],
    [1, 1002],
    [2, 1004],
    [5, 1010],
  ])('level %i is z-index %i', (level, zIndex) => expect(modalZIndex(level)).toBe(zIndex));
});

describe('openModalLayer', () => {
  it('stacks each layer two above the one opened before', () => {
    const first = layer();
    const second = layer();
    const third = layer();
    openModalLayer(first);
    openModalLayer(second);
    openModalLayer(third);
    expect([first, second, third].map((el) => el.style.zIndex)).toEqual(['1000', '1002', '1004']);
  });

  it('frees the level on release, and the next layer goes above the ones still open', () => {
    const bottom = layer();
    const middle = layer();
    openModalLayer(bottom);
    const releaseMiddle = openModalLayer(middle);
    releaseMiddle();
    expect(middle.style.zIndex).toBe('');
    expect(middle.hasAttribute('data-modal-level')).toBe(false);
    expect(nextModalLevel(document)).toBe(1);

    const releaseSecond = openModalLayer(layer());
    expect(nextModalLevel(document)).toBe(2);
    releaseSecond();
    // the bottom layer still open keeps level 0; a new one goes above it
    const top = layer();
    openModalLayer(top);
    expect(top.style.zIndex).toBe('1002');
  });

  it('keeps the level of a layer that is opened twice', () => {
    const el = layer();
    openModalLayer(el);
    openModalLayer(el);
    expect(el.style.zIndex).toBe('1000');
    expect(nextModalLevel(document)).toBe(1);
  });

  it('counts layers opened by any script of the page (the level is in the document)', () => {
    const foreign = layer();
    foreign.setAttribute('data-modal-level', '3');
    const el = layer();
    openModalLayer(el);
    expect(el.style.zIndex).toBe('1008');
  });
});

describe('takesEscape', () => {
  const escape = (key = 'Escape') => new KeyboardEvent('keydown', { key, cancelable: true });

  it('gives the Escape to the top layer only, and once taken no layer below takes it', () => {
    const bottom = layer();
    const top = layer();
    openModalLayer(bottom);
    openModalLayer(top);
    const event = escape();
    // the bottom layer's listener may run first: it is not the top, so it leaves the event alone
    expect(takesEscape(event, bottom)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
    expect(takesEscape(event, top)).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(takesEscape(event, bottom)).toBe(false);
  });

  it('gives the next Escape to the layer below once the top one is released', () => {
    const bottom = layer();
    openModalLayer(bottom);
    const release = openModalLayer(layer());
    release();
    expect(takesEscape(escape(), bottom)).toBe(true);
  });

  it('ignores other keys and elements that are not on the stack', () => {
    const el = layer();
    expect(takesEscape(escape(), el)).toBe(false);
    openModalLayer(el);
    expect(takesEscape(escape('Enter'), el)).toBe(false);
    expect(takesEscape(escape(), el)).toBe(true);
  });
});
