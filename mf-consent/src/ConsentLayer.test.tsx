/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { eventBus } from '@news/event-bus/eventBus';
import { CONSENT_COOKIE, readConsent } from '@news/contracts/consentCookie';
import type { ConsentEvent } from '@news/contracts/busEvents';
import { ConsentLayer } from './ConsentLayer';
import { vendorNames } from './vendorNames';

const forgetChoice = () => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

/** The consent events published while `act` runs (the topic replays its last event to a new subscriber). */
function published(act: () => void): ConsentEvent[] {
  const events: ConsentEvent[] = [];
  const subscription = eventBus.on('consent').subscribe((event) => events.push(event));
  events.length = 0;
  act();
  subscription.unsubscribe();
  return events;
}

describe('ConsentLayer', () => {
  beforeEach(forgetChoice);

  it('asks a reader without a stored choice, with both choices as a plain form for before the remote runs', () => {
    render(<ConsentLayer />);
    expect(screen.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeTruthy();
    const all = screen.getByRole('button', { name: 'Alle akzeptieren' });
    const necessary = screen.getByRole('button', { name: 'Nur notwendige' });
    expect(all.closest('form')?.getAttribute('action')).toBe('/api/consent');
    expect([all.getAttribute('value'), necessary.getAttribute('value')]).toEqual(['all', 'necessary']);
  });

  it('"Alle akzeptieren" stores the choice, grants every vendor on the bus and closes', () => {
    render(<ConsentLayer />);
    const events = published(() => fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' })));
    expect(readConsent(document.cookie)).toBe('all');
    expect(events).toEqual([
      {
        type: 'CONSENT_CHANGED',
        general: true,
        vendors: Object.fromEntries(vendorNames.map((name) => [name, true])),
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Nur notwendige" stores the choice and grants no vendor', () => {
    render(<ConsentLayer />);
    const events = published(() => fireEvent.click(screen.getByRole('button', { name: 'Nur notwendige' })));
    expect(readConsent(document.cookie)).toBe('necessary');
    expect(events).toEqual([
      {
        type: 'CONSENT_CHANGED',
        general: true,
        vendors: Object.fromEntries(vendorNames.map((name) => [name, false])),
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed for a reader who has chosen before', () => {
    document.cookie = `${CONSENT_COOKIE}=4.necessary; Path=/`;
    render(<ConsentLayer />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
