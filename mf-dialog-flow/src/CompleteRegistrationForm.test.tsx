/** @jest-environment jsdom */
import '@news/ui/testing/installTextEncoder';
import { fireEvent, render, screen } from '@testing-library/react';
import { CompleteRegistrationForm } from './CompleteRegistrationForm';

const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body, headers: new Headers() });

describe('CompleteRegistrationForm', () => {
  it('asks for the missing fields and shows that it is saving, with the button disabled', async () => {
    let answerSave: (value: unknown) => void = () => undefined;
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(json({ missingFields: ['firstName'] }))
      .mockReturnValueOnce(new Promise((resolve) => (answerSave = resolve)));
    render(<CompleteRegistrationForm />);
    fireEvent.change(await screen.findByLabelText('Vorname'), { target: { value: 'Lena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const button = await screen.findByRole('button', { name: 'Wird gespeichert …' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(global.fetch).toHaveBeenLastCalledWith(
      'http://localhost/api/mein/oauth2/registration/form',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ firstName: 'Lena' }) }),
    );

    answerSave({ ok: false, status: 503, json: async () => null, headers: new Headers() });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', false);
  });
});
