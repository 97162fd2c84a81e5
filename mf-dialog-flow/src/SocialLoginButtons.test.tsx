/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DialogHost } from './createDialogHost';
import { DialogHostContext } from './DialogHostContext';
import { SocialLoginButtons } from './SocialLoginButtons';

const providers = {
  providers: [
    { name: 'apple', label: 'Apple' },
    { name: 'google', label: 'Google' },
  ],
};

const hostOf = (overrides: Partial<DialogHost>): DialogHost => ({
  embedded: true,
  trusted: true,
  sessionFromShell: true,
  close: jest.fn(),
  openInParent: jest.fn(),
  dispose: jest.fn(),
  ...overrides,
});

function renderWith(host: DialogHost, url = '/__mein-portal/dialog-flow/login') {
  return render(
    <DialogHostContext.Provider value={host}>
      <MemoryRouter initialEntries={[url]}>
        <SocialLoginButtons />
      </MemoryRouter>
    </DialogHostContext.Provider>,
  );
}

/** Lets the provider list arrive (fetch, json, state update). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body, headers: new Headers() });

describe('SocialLoginButtons', () => {
  it('offers one labelled button per configured provider', async () => {
    global.fetch = answer(200, providers);
    renderWith(hostOf({}));
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Mit Apple anmelden', 'Mit Google anmelden']);
    expect(screen.getByRole('region', { name: 'Oder mit einem anderen Konto' })).toBeTruthy();
    expect(global.fetch).toHaveBeenCalledWith('http://localhost/api/oauth2/providers', expect.anything());
  });

  it('inside the overlay frame sends the embedding page to the sign-in start', async () => {
    global.fetch = answer(200, providers);
    const host = hostOf({});
    renderWith(host, '/__mein-portal/dialog-flow/login?redirect=%2Fegal');
    fireEvent.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    expect(host.openInParent).toHaveBeenCalledWith('/api/oauth2/google/login');
  });

  it('at top level goes itself and returns to its redirect parameter', async () => {
    global.fetch = answer(200, providers);
    const host = hostOf({ embedded: false });
    renderWith(host, '/__mein-portal/dialog-flow/registration?isnative=1&redirect=%2Fmein-konto');
    fireEvent.click(await screen.findByRole('button', { name: 'Mit Apple anmelden' }));
    expect(host.openInParent).toHaveBeenCalledWith('/api/oauth2/apple/login?redirect=%2Fmein-konto');
  });

  it('shows nothing when no provider is configured or the list cannot be read', async () => {
    for (const fetchMock of [
      answer(200, { providers: [] }),
      answer(503, { status: 503, code: 'upstream_unavailable', message: 'x' }),
      answer(200, { providers: [{ name: '../x', label: 'X' }] }),
    ]) {
      global.fetch = fetchMock;
      const { container, unmount } = renderWith(hostOf({}));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await settle();
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('is not offered on a partner page', async () => {
    global.fetch = answer(200, providers);
    const { container } = renderWith(hostOf({ sessionFromShell: false }));
    await settle();
    expect(container.innerHTML).toBe('');
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
