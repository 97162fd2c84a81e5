/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_COOKIE, readConsent } from '@news/contracts/consentCookie';
import { grantsFor } from '@news/contracts/consentVendors';
import { eventBus } from '@news/event-bus/eventBus';
import { EmbedBlock } from './EmbedBlock';

const video = {
  vendor: 'youtube',
  src: 'https://www.youtube-nocookie.com/embed/abc',
  title: 'Rundgang',
  width: 640,
  height: 360,
} as const;

describe('EmbedBlock', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=4.some.kdm; Path=/`;
  });

  it('shows a German placeholder in the reserved box; one click allows the vendor, keeps the other choices and loads the player in place', () => {
    const { container } = render(<EmbedBlock {...video} />);
    expect(screen.queryByTitle('Rundgang')).toBeNull();
    expect(screen.getByText(/Hier finden Sie einen Inhalt von YouTube/)).toBeTruthy();
    const box = container.querySelector<HTMLElement>('.ar-embed__box');
    // the box's height comes from the sizer's aspect ratio, with no style attribute (CSP for styles)
    expect(container.querySelector('.ar-embed__box svg.ar-embed__sizer')?.getAttribute('viewBox')).toBe(
      '0 0 640 360',
    );
    expect(container.querySelector('[style]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'YouTube-Inhalt laden' }));
    expect(readConsent(document.cookie)).toEqual(grantsFor(['kdm', 'youtube']));
    const frame = screen.getByTitle('Rundgang');
    expect(frame.getAttribute('src')).toBe(video.src);
    expect(frame.parentElement).toBe(box);
  });

  it('follows the consent on the bus: a choice without the vendor shows the placeholder', () => {
    render(<EmbedBlock {...video} />);
    act(() =>
      eventBus.publish('consent', { type: 'CONSENT_CHANGED', general: true, vendors: grantsFor([]) }),
    );
    expect(screen.getByRole('button', { name: 'YouTube-Inhalt laden' })).toBeTruthy();
    act(() =>
      eventBus.publish('consent', {
        type: 'CONSENT_CHANGED',
        general: true,
        vendors: grantsFor(['youtube']),
      }),
    );
    expect(screen.getByTitle('Rundgang')).toBeTruthy();
  });

  it('never loads a player address off the vendor origin, even with consent', () => {
    render(<EmbedBlock {...video} src="https://evil.example/embed/abc" />);
    act(() =>
      eventBus.publish('consent', {
        type: 'CONSENT_CHANGED',
        general: true,
        vendors: grantsFor(['youtube']),
      }),
    );
    expect(screen.queryByTitle('Rundgang')).toBeNull();
    expect(screen.getByText('Dieser Inhalt kann nicht angezeigt werden.')).toBeTruthy();
  });
});
