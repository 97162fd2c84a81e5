/** @jest-environment jsdom */
import { fireEvent, getByRole } from '@testing-library/dom';
import { showUpdatePrompt } from './showUpdatePrompt';

describe('showUpdatePrompt', () => {
  beforeEach(() => document.body.replaceChildren());

  it('shows the German prompt once; its button applies the update', () => {
    const apply = jest.fn();
    showUpdatePrompt(document, apply);
    showUpdatePrompt(document, jest.fn());
    const status = getByRole(document.body, 'status');
    expect(status.textContent).toContain('Neue Version verfügbar – Jetzt aktualisieren');
    expect(document.querySelectorAll('.shell-update-prompt')).toHaveLength(1);
    fireEvent.click(getByRole(status, 'button', { name: 'Jetzt aktualisieren' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('can be closed without updating', () => {
    const apply = jest.fn();
    showUpdatePrompt(document, apply);
    fireEvent.click(getByRole(document.body, 'button', { name: 'Hinweis schließen' }));
    expect(document.querySelector('.shell-update-prompt')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
