/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { eventBus } from '@news/event-bus/eventBus';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NewsletterSignupForm } from './NewsletterSignupForm';

const user = {
  ssoId: 's1',
  email: 'leser@example.com',
  firstName: 'Lena',
  lastName: 'Leser',
  emailVerified: true,
  roles: [],
};

function appServer(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status < 400,
    status,
    json: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('NewsletterSignupForm', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    eventBus.publish('auth', { type: 'LOGOUT' });
  });

  it('is a plain HTML form on the server: it posts the address without JavaScript', () => {
    document.body.innerHTML = renderToString(
      <NewsletterSignupForm newsletter="der-morgen" title="Der Morgen" />,
    );
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/newsletters/signup');
    expect(document.querySelector('input[type=hidden][name=newsletter]')?.getAttribute('value')).toBe(
      'der-morgen',
    );
    const email = document.querySelector('input[name=email]');
    expect(email?.getAttribute('type')).toBe('email');
    expect(email?.hasAttribute('required')).toBe(true);
    expect(document.querySelector(`label[for="${email?.id}"]`)?.textContent).toBe(
      'Ihre E-Mail-Adresse für „Der Morgen“',
    );
  });

  it('sends an entered address itself once hydrated and shows the answer in place', async () => {
    const fetchMock = appServer(202, {
      status: 'accepted',
      message: 'Fast geschafft: Bitte bestätigen Sie.',
    });
    render(<NewsletterSignupForm newsletter="der-morgen" title="Der Morgen" />);
    fireEvent.change(screen.getByLabelText('Ihre E-Mail-Adresse für „Der Morgen“'), {
      target: { value: 'anna@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: '„Der Morgen“ abonnieren' }));
    expect(await screen.findByText('Fast geschafft: Bitte bestätigen Sie.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost/api/newsletters/signup',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ newsletter: 'der-morgen', email: 'anna@example.org' }),
      }),
    );
  });

  it('shows a refusal’s German message as an alert', async () => {
    appServer(429, { status: 429, code: 'newsletter_rate_limited', message: 'Zu viele Anmeldungen.' });
    render(<NewsletterSignupForm newsletter="der-morgen" title="Der Morgen" />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'anna@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: '„Der Morgen“ abonnieren' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    );
  });

  it('offers a logged-in reader one click with the account’s address', async () => {
    const fetchMock = appServer(200, { newsletter: 'der-morgen', title: 'Der Morgen', state: 'pending' });
    render(<NewsletterSignupForm newsletter="der-morgen" title="Der Morgen" />);
    act(() => eventBus.publish('auth', { type: 'LOGIN_SUCCESS', user }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Angemeldet als leser@example.com.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '„Der Morgen“ mit einem Klick abonnieren' }));
    expect(
      await screen.findByText(
        'Fast geschafft: Bitte bestätigen Sie die Anmeldung mit dem Link in der E-Mail an leser@example.com.',
      ),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost/api/newsletters/subscriptions/der-morgen',
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});
