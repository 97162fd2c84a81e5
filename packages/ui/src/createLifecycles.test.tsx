/** @jest-environment jsdom */
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { createLifecycles } from './createLifecycles';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <div className="counter">
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count} Klicks
      </button>
    </div>
  );
}

type Lifecycles = ReturnType<typeof createLifecycles<{ label: string }>>;

/** The lifecycle's promise settles after React committed, so it is awaited outside act (which flushes the render). */
async function mount(lifecycles: Lifecycles, domElement: HTMLElement) {
  await lifecycles.bootstrap();
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = lifecycles.mount({ name: 'test', domElement, label: 'Aus dem Server' });
  });
  await mounted;
}

async function unmount(lifecycles: Lifecycles, domElement: HTMLElement) {
  let unmounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    unmounted = lifecycles.unmount({ name: 'test', domElement } as never);
  });
  await unmounted;
}

let slot: HTMLElement;
let errors: jest.SpyInstance;

beforeEach(() => {
  slot = document.createElement('div');
  document.body.append(slot);
  errors = jest.spyOn(console, 'error');
});

afterEach(() => {
  slot.remove();
  errors.mockRestore();
});

describe('createLifecycles', () => {
  it('hydrates the server markup of a slot marked data-ssr: the very same nodes become interactive', async () => {
    slot.innerHTML = renderToString(<Counter label="Aus dem Server" />);
    slot.dataset.ssr = 'true';
    const serverButton = slot.querySelector('button');
    const lifecycles = createLifecycles(Counter, 'Test');

    await mount(lifecycles, slot);

    // hydrateRoot keeps the server's nodes; createRoot would have replaced them with new ones
    expect(slot.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton?.click());
    expect(serverButton?.textContent).toBe('1 Klicks');
    expect(slot.dataset.ssr).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
    await unmount(lifecycles, slot);
  });

  it('renders fresh when the slot carries no server markup, and on every later mount', async () => {
    const stale = document.createElement('p');
    stale.textContent = 'alt';
    slot.append(stale);
    const lifecycles = createLifecycles(Counter, 'Test');

    await mount(lifecycles, slot);
    expect(stale.isConnected).toBe(false);
    expect(slot.querySelector('h2')?.textContent).toBe('Aus dem Server');
    await unmount(lifecycles, slot);

    // data-ssr without markup (e.g. the server render failed) is no reason to hydrate
    slot.dataset.ssr = 'true';
    await mount(lifecycles, slot);
    expect(slot.querySelector('button')?.textContent).toBe('0 Klicks');
    await unmount(lifecycles, slot);
  });

  it('hands the application props to the root component, and unmount empties the slot', async () => {
    const seen: Record<string, unknown>[] = [];
    function Probe(props: Record<string, unknown>) {
      seen.push(props);
      return <p>da</p>;
    }
    const lifecycles = createLifecycles(Probe, 'Test');
    await mount(lifecycles, slot);
    expect(slot.textContent).toBe('da');
    expect(seen[0]).toMatchObject({ name: 'test', domElement: slot, label: 'Aus dem Server' });
    await unmount(lifecycles, slot);
    expect(slot.innerHTML).toBe('');
  });

  it('shows the German fallback of its area when the remote throws while rendering, and still settles mount', async () => {
    errors.mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('kaputt');
    }
    const lifecycles = createLifecycles(Broken, 'Artikel');
    await mount(lifecycles, slot);
    expect(slot.querySelector('[role="alert"]')?.textContent).toContain('Dieser Bereich (Artikel)');
    await unmount(lifecycles, slot);
  });
});
