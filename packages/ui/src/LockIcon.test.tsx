/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { articleLock, type LockReader } from './articleLock';
import type { LockSubject } from './lockSubject';
import { LockIcon } from './LockIcon';
import { ReaderLockContext, type ReaderLockState } from './ReaderLockContext';

const sold: LockSubject = { id: 7, contentRestriction: 'plus', isSoldContent: true, tagIds: [1] };
const reader = (roles: string[] | null, purchases: Record<string, string> = {}): LockReader => ({
  roles,
  purchases,
  plusLogoEnabled: true,
});

function withReader(state: ReaderLockState, subject: LockSubject = sold) {
  return (
    <ReaderLockContext.Provider value={state}>
      <LockIcon subject={subject} />
    </ReaderLockContext.Provider>
  );
}

describe('LockIcon', () => {
  it('renders only the empty slot of a paid article while the reader is unknown (the cached HTML)', () => {
    const html = renderToString(withReader({ lockOf: null, register: () => undefined }));
    expect(html).toBe('<span class="ui-lock" aria-hidden="true"></span>');
    expect(
      renderToString(
        withReader({ lockOf: null, register: () => undefined }, { ...sold, contentRestriction: 'free' }),
      ),
    ).toBe('');
  });

  it('asks the page for the purchase date of a paid article it shows', () => {
    const register = jest.fn();
    render(withReader({ lockOf: null, register }));
    expect(register).toHaveBeenCalledWith(7);
    register.mockClear();
    render(withReader({ lockOf: null, register }, { ...sold, contentRestriction: 'free' }));
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    [
      reader(['WALLET_USER'], { '7': '2026-03-12T09:30:00.000Z' }),
      'unlocked',
      'Mit Coin gekauft am 12. März 2026',
    ],
    [reader(['PLUS-TAG-1']), 'tag-included', 'In Ihrem Themen-Abo enthalten'],
    [reader(['WALLET_USER']), 'coin', 'Mit 1 Coin freischalten'],
    [reader(['PLUS-TAG-5']), 'not-included', 'Nicht in Ihrem Abo enthalten'],
    [reader(null), 'plus', 'Plus-Artikel, nur mit Abonnement lesbar'],
  ])('shows the reader their mark with a German text for screen readers (%#: %s)', (who, kind, text) => {
    const { container } = render(
      withReader({ lockOf: (subject) => articleLock(subject, who), register: () => undefined }),
    );
    expect(container.querySelector('.ui-lock')?.getAttribute('data-lock')).toBe(kind);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows nothing to a plus subscriber, and the plus badge where no page provides a reader', () => {
    const { container } = render(
      withReader({
        lockOf: (subject) => articleLock(subject, reader(['PLUS_USER'])),
        register: () => undefined,
      }),
    );
    expect(container.innerHTML).toBe('');
    render(<LockIcon subject={sold} />);
    expect(screen.getByText('Plus-Artikel, nur mit Abonnement lesbar')).toBeTruthy();
  });
});
