/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { openModalLayer } from '@news/ui/modalLayer';
import { GiftLinkTool, quotaText, type GiftLinkApi } from './GiftLinkTool';
import type { GiftLinkResult } from './paywallApi';

const link = {
  path: '/neue-bruecke-7?link-token=abc.def.ghi',
  token: 'abc.def.ghi',
  expiresAt: '2026-03-19T09:30:00.000Z',
  quota: { limit: 5, remaining: 3 },
};
function api(result: GiftLinkResult = { kind: 'created', link }, remaining = 4): GiftLinkApi {
  return {
    quota: jest.fn(async () => ({ limit: 5, remaining })),
    create: jest.fn(async () => result),
    copy: jest.fn(async () => undefined),
  };
}
const toggle = () => screen.getByRole('button', { name: 'Artikel verschenken' });
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('GiftLinkTool', () => {
  it('shows the quota, creates a link and shows it with copy button, expiry and the quota left', async () => {
    const gifts = api();
    render(<GiftLinkTool articleId={7} origin="https://www.rheinauer-bote.de" api={gifts} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Noch 4 Geschenk-Links diesen Monat')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Geschenk-Link erstellen' }));
    const input = (await screen.findByLabelText('Ihr Geschenk-Link')) as HTMLInputElement;
    expect(gifts.create).toHaveBeenCalledWith(7);
    expect(input.value).toBe('https://www.rheinauer-bote.de/neue-bruecke-7?link-token=abc.def.ghi');
    expect(input.readOnly).toBe(true);
    expect(
      screen.getByText(/Gültig bis 19\. März 2026, 10:30 Uhr\. Noch 3 Geschenk-Links diesen Monat/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await flush();
    expect(gifts.copy).toHaveBeenCalledWith(
      'https://www.rheinauer-bote.de/neue-bruecke-7?link-token=abc.def.ghi',
    );
    expect(screen.getByText('Link kopiert')).toBeTruthy();
  });

  it('says so in German when the quota is used up, and offers no link then', async () => {
    render(
      <GiftLinkTool
        articleId={7}
        origin="http://localhost"
        api={api({ kind: 'refused', code: 'gift_quota_exhausted' }, 0)}
      />,
    );
    fireEvent.click(toggle());
    expect(await screen.findByText('Keine Geschenk-Links mehr diesen Monat')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Geschenk-Link erstellen' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it.each([
    [
      { kind: 'refused', code: 'gift_quota_exhausted' } as const,
      'Sie haben in diesem Monat schon alle Geschenk-Links verschenkt.',
    ],
    [
      { kind: 'refused', code: 'gift_links_plus_only' } as const,
      'Nur mit einem plus-Abo können Sie plus-Artikel verschenken.',
    ],
    [{ kind: 'failed' } as const, 'Der Geschenk-Link konnte gerade nicht erstellt werden.'],
  ])('a refusal is a German alert (%o)', async (result, text) => {
    render(<GiftLinkTool articleId={7} origin="http://localhost" api={api(result)} />);
    fireEvent.click(toggle());
    fireEvent.click(await screen.findByRole('button', { name: 'Geschenk-Link erstellen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('Escape closes the panel and gives the focus back to the button', async () => {
    render(<GiftLinkTool articleId={7} origin="http://localhost" api={api()} />);
    fireEvent.click(toggle());
    const create = await screen.findByRole('button', { name: 'Geschenk-Link erstellen' });
    create.focus();
    fireEvent.keyDown(create, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Artikel verschenken' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('takes a level of the modal stack while open and frees it when closed', async () => {
    render(<GiftLinkTool articleId={7} origin="http://localhost" api={api()} />);
    fireEvent.click(toggle());
    const panel = screen.getByRole('region', { name: 'Artikel verschenken' });
    expect(panel.style.zIndex).toBe('1000');
    expect(panel.dataset.modalLevel).toBe('0');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(document.querySelector('[data-modal-level]')).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('under a layer opened after it, Escape closes that layer first; the next Escape closes the panel', async () => {
    render(<GiftLinkTool articleId={7} origin="http://localhost" api={api()} />);
    fireEvent.click(toggle());
    await flush();
    const menu = document.body.appendChild(document.createElement('nav'));
    const releaseMenu = openModalLayer(menu);
    expect(menu.style.zIndex).toBe('1002');
    // the layer above takes its Escape (as the header menu does) and leaves the panel open
    const menuEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && menu.dataset.modalLevel) {
        event.preventDefault();
        releaseMenu();
      }
    };
    document.addEventListener('keydown', menuEscape, true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('region', { name: 'Artikel verschenken' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Artikel verschenken' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
    document.removeEventListener('keydown', menuEscape, true);
  });

  it('leaves an Escape alone while a layer opened after it is on top', async () => {
    render(<GiftLinkTool articleId={7} origin="http://localhost" api={api()} />);
    fireEvent.click(toggle());
    await flush();
    const release = openModalLayer(document.body.appendChild(document.createElement('div')));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('region', { name: 'Artikel verschenken' })).toBeTruthy();
    release();
  });

  it('counts in German', () => {
    expect(quotaText(1)).toBe('Noch 1 Geschenk-Link diesen Monat');
    expect(quotaText(3)).toBe('Noch 3 Geschenk-Links diesen Monat');
    expect(quotaText(0)).toBe('Keine Geschenk-Links mehr diesen Monat');
  });
});
