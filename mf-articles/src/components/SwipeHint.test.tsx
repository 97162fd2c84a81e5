/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { SWIPE_HINT_DISMISSED_ATTRIBUTE, SWIPE_HINT_DISMISSED_KEY } from '@news/contracts/swipeHintDismissal';
import { readCookieText } from '@news/contracts/cookieText';
import { useRef } from 'react';
import { SwipeHint } from './SwipeHint';

beforeEach(() => {
  document.cookie = `${SWIPE_HINT_DISMISSED_KEY}=; path=/; max-age=0`;
  document.documentElement.removeAttribute(SWIPE_HINT_DISMISSED_ATTRIBUTE);
});

function Gallery() {
  const strip = useRef<HTMLUListElement>(null);
  return (
    <section>
      <ul ref={strip} tabIndex={0} aria-label="2 Bilder">
        <li>1</li>
        <li>2</li>
      </ul>
      <SwipeHint strip={strip} />
    </section>
  );
}

const dismissed = () => document.documentElement.hasAttribute(SWIPE_HINT_DISMISSED_ATTRIBUTE);

describe('SwipeHint', () => {
  it('says in German to swipe; the close button dismisses it for good and puts the focus on the strip', () => {
    render(<Gallery />);
    expect(screen.getByRole('note').textContent).toContain('Wischen Sie für weitere Bilder');
    expect(dismissed()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis ausblenden' }));
    expect(dismissed()).toBe(true);
    expect(readCookieText(document.cookie, SWIPE_HINT_DISMISSED_KEY)).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('list', { name: '2 Bilder' }));
  });

  it('is dismissed for good by the reader’s first swipe of the strip', () => {
    render(<Gallery />);
    fireEvent.scroll(screen.getByRole('list'));
    expect(dismissed()).toBe(true);
    expect(readCookieText(document.cookie, SWIPE_HINT_DISMISSED_KEY)).toBe('1');
  });

  it('leaves the strip alone once unmounted', () => {
    const { unmount } = render(<Gallery />);
    const strip = screen.getByRole('list');
    unmount();
    fireEvent.scroll(strip);
    expect(dismissed()).toBe(false);
  });
});
