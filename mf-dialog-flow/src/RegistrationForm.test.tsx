/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { eventBus } from '@news/event-bus/eventBus';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RegistrationForm } from './RegistrationForm';

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body, headers: new Headers() });

function fillAndSend(email: string) {
  fireEvent.change(screen.getByLabelText('Anrede'), { target: { value: 'Frau' } });
  fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Greta' } });
  fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Lindner' } });
  fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Ein-Passwort-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
}

describe('RegistrationForm', () => {
  beforeEach(() => render(<RegistrationForm />, { wrapper: MemoryRouter }));

  it('asks to confirm the address after a registration, focused, and signs nobody in', async () => {
    global.fetch = answer(200, { ok: true });
    const events: unknown[] = [];
    const subscription = eventBus.on('auth').subscribe((event) => events.push(event));
    events.length = 0;
    fillAndSend(' greta@example.com ');
    const heading = await screen.findByRole('heading', {
      name: 'Fast geschafft – bitte bestätigen Sie Ihre E-Mail-Adresse',
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('greta@example.com').tagName).toBe('STRONG');
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/api/auth/register',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByLabelText('Passwort')).toBeNull();
    expect(events).toEqual([]);
    subscription.unsubscribe();
  });

  it('sends the mail again on request and says so', async () => {
    global.fetch = answer(200, { ok: true });
    fillAndSend('greta@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'E-Mail erneut senden' }));
    await screen.findByText('Wir haben die E-Mail an greta@example.com noch einmal geschickt.');
    expect(global.fetch).toHaveBeenLastCalledWith(
      'http://localhost/api/auth/send-email-confirmation',
      expect.objectContaining({ body: JSON.stringify({ email: 'greta@example.com' }) }),
    );
  });

  it('stays on the form with the German message when the server refuses', async () => {
    global.fetch = answer(429, {
      data: null,
      error: { status: 429, name: 'RateLimitError', message: 'Zu viele Versuche.', details: {} },
    });
    fillAndSend('greta@example.com');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Zu viele Versuche\./);
    expect(screen.queryByRole('heading', { name: /Fast geschafft/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Registrieren' })).toHaveProperty('disabled', false);
  });
});
