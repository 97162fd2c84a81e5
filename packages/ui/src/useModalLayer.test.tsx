/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useModalLayer } from './useModalLayer';

function Layer({ name }: { name: string }) {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useModalLayer(ref, open, () => setOpen(false));
  return open ? (
    <div ref={ref} role="dialog" aria-label={name}>
      <button type="button">{name}</button>
    </div>
  ) : null;
}

describe('useModalLayer', () => {
  it('puts the layer on the stack while it is open', () => {
    render(<Layer name="Einstellungen" />);
    expect(screen.getByRole('dialog').dataset.modalLevel).toBe('0');
  });

  it('Escape closes the top layer only, wherever the focus is; the next Escape the one below', () => {
    render(
      <>
        <Layer name="unten" />
        <Layer name="oben" />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'unten' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'oben' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'unten' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves an Escape alone that another handler has taken, and other keys', () => {
    render(<Layer name="Einstellungen" />);
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
