/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { DialogHost } from './createDialogHost';
import { DialogHostContext } from './DialogHostContext';
import { OnboardingScreen } from './OnboardingScreen';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body, headers: new Headers() });

function renderInFrame() {
  const close = jest.fn();
  const host: DialogHost = {
    embedded: true,
    trusted: true,
    sessionFromShell: true,
    close,
    openInParent: () => undefined,
    dispose: () => undefined,
  };
  render(
    <DialogHostContext.Provider value={host}>
      <OnboardingScreen />
    </DialogHostContext.Provider>,
  );
  return close;
}

describe('OnboardingScreen', () => {
  it('completes the onboarding with "Los geht’s" and closes the dialog', async () => {
    global.fetch = answer(200, { isOnboardingCompleted: true });
    const close = renderInFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Los geht’s' }));
    expect(await screen.findByText('Viel Freude beim Lesen!')).toBeTruthy();
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/api/onboarding',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ isOnboardingCompleted: true }) }),
    );
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('stays open with the German message when saving fails', async () => {
    global.fetch = answer(401, { status: 401, code: 'login_required', message: 'Bitte melden Sie sich an.' });
    const close = renderInFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Los geht’s' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte melden Sie sich an.');
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Los geht’s' })).toHaveProperty('disabled', false);
  });
});
