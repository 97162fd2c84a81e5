/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { eventBus } from '@news/event-bus/eventBus';
import { CONSENT_COOKIE, readConsent } from '@news/contracts/consentCookie';
import { grantsFor, grantsForAll } from '@news/contracts/consentVendors';
import type { ConsentEvent } from '@news/contracts/busEvents';
import { ConsentLayer } from './ConsentLayer';
import { consentPurposes } from './consentPurposes';

const forgetChoice = () => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

/** The consent events published while `act` runs (the topic replays its last event to a new subscriber). */
function published(run: () => void): ConsentEvent[] {
  const events: ConsentEvent[] = [];
  const subscription = eventBus.on('consent').subscribe((event) => events.push(event));
  events.length = 0;
  run();
  subscription.unsubscribe();
  return events;
}

const firstLayer = () => screen.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
const settings = () => screen.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
const settingsOpened = () => screen.findByRole('dialog', { name: 'Datenschutz-Einstellungen' });
const vendorSwitch = (name: string) => within(settings()).getByRole('switch', { name });

describe('ConsentLayer', () => {
  beforeEach(() => {
    forgetChoice();
    history.replaceState(null, '', '/');
    jest.useRealTimers();
  });

  it('asks a reader without a stored choice, with three equal choices as a plain form for before the remote runs', () => {
    render(<ConsentLayer />);
    const buttons = within(firstLayer()).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('value'), b.className])).toEqual([
      ['Alle akzeptieren', 'all', 'cs-button'],
      ['Nur notwendige', 'necessary', 'cs-button'],
      ['Einstellungen', 'settings', 'cs-button'],
    ]);
    expect(buttons[0]?.closest('form')?.getAttribute('action')).toBe('/api/consent');
  });

  it('puts the first layer, then the settings layer, on the page’s modal stack', async () => {
    render(<ConsentLayer />);
    expect(firstLayer().style.zIndex).toBe('1000');
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    expect((await settingsOpened()).style.zIndex).toBe('1000');
    expect(document.querySelectorAll('[data-modal-level]')).toHaveLength(1);
  });

  it('"Alle akzeptieren" stores the choice, grants every vendor on the bus and closes', () => {
    render(<ConsentLayer />);
    const events = published(() => fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' })));
    expect(readConsent(document.cookie)).toEqual(grantsForAll(true));
    expect(events).toEqual([{ type: 'CONSENT_CHANGED', general: true, vendors: grantsForAll(true) }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Nur notwendige" stores the choice and grants no vendor', () => {
    render(<ConsentLayer />);
    const events = published(() => fireEvent.click(screen.getByRole('button', { name: 'Nur notwendige' })));
    expect(readConsent(document.cookie)).toEqual(grantsForAll(false));
    expect(events).toEqual([{ type: 'CONSENT_CHANGED', general: true, vendors: grantsForAll(false) }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the settings layer lists every vendor with a switch and a privacy link, and saves exactly the switches', async () => {
    render(<ConsentLayer />);
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    await settingsOpened();
    const vendors = consentPurposes.flatMap((p) => p.vendors);
    expect(vendors).toHaveLength(16);
    for (const vendor of vendors) {
      expect(vendorSwitch(vendor.name)).toHaveProperty('checked', false);
      const link = within(settings()).getByRole('link', { name: `Datenschutzerklärung von ${vendor.name}` });
      expect(link.getAttribute('href')).toBe(vendor.privacyUrl);
    }
    fireEvent.click(vendorSwitch('YouTube'));
    fireEvent.click(vendorSwitch('IVW (INFOnline)'));
    fireEvent.click(vendorSwitch('KDM (Anzeigenvermarktung)'));
    const events = published(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' })),
    );
    const three = grantsFor(['youtube', 'ivw', 'kdm']);
    expect(events).toEqual([{ type: 'CONSENT_CHANGED', general: true, vendors: three }]);
    expect(readConsent(document.cookie)).toEqual(three);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a purpose's switch turns all its vendors on or off", async () => {
    render(<ConsentLayer />);
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    await settingsOpened();
    fireEvent.click(within(settings()).getByRole('switch', { name: 'Alle Anbieter für „Werbung“' }));
    expect(vendorSwitch('KDM (Anzeigenvermarktung)')).toHaveProperty('checked', true);
    expect(vendorSwitch('Echobox')).toHaveProperty('checked', true);
    expect(vendorSwitch('YouTube')).toHaveProperty('checked', false);
  });

  it('stays closed for a reader who has chosen before, and the footer link (the hash) reopens the settings with the stored choice', async () => {
    document.cookie = `${CONSENT_COOKIE}=4.some.vimeo; Path=/`;
    render(<ConsentLayer />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      location.hash = '#datenschutz-einstellungen';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settingsOpened();
    expect(vendorSwitch('Vimeo')).toHaveProperty('checked', true);
    expect(vendorSwitch('YouTube')).toHaveProperty('checked', false);
    fireEvent.keyDown(settings(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.hash).toBe('');
  });

  it('revoking a vendor allowed before reloads after 100 ms with nocache; granting more does not', async () => {
    jest.useFakeTimers();
    document.cookie = `${CONSENT_COOKIE}=4.some.vimeo.kdm; Path=/`;
    history.replaceState(null, '', '/lokales#datenschutz-einstellungen');
    const reload = jest.fn();
    render(<ConsentLayer reload={reload} />);
    await settingsOpened();
    fireEvent.click(vendorSwitch('YouTube'));
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    jest.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();

    act(() => {
      location.hash = '#datenschutz-einstellungen';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settingsOpened();
    fireEvent.click(vendorSwitch('KDM (Anzeigenvermarktung)'));
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    jest.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    const url = new URL(String(reload.mock.calls[0]?.[0]));
    expect([url.pathname, url.searchParams.has('nocache'), url.hash]).toEqual(['/lokales', true, '']);
    expect(readConsent(document.cookie)).toEqual(grantsFor(['vimeo', 'youtube']));
  });
});
