/** @jest-environment jsdom */
import { fallbackLifecycles } from './fallbackLifecycles';

describe('fallbackLifecycles', () => {
  it('replaces the slot content with a German alert that keeps the fallback class, and removes it on unmount', async () => {
    const slot = document.createElement('div');
    slot.innerHTML = '<p>halb geladen</p>';
    const lifecycles = fallbackLifecycles('Der Kundenbereich');

    await lifecycles.bootstrap();
    await lifecycles.mount({ domElement: slot });
    const alert = slot.querySelector('[role="alert"]');
    expect(slot.children).toHaveLength(1);
    expect(alert?.className).toBe('shell-remote-fallback');
    expect(alert?.textContent).toBe(
      'Der Kundenbereich kann gerade nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    );

    await lifecycles.unmount();
    expect(slot.children).toHaveLength(0);
  });

  it('can be mounted again after an unmount (navigating back to the broken area)', async () => {
    const slot = document.createElement('div');
    const lifecycles = fallbackLifecycles('Die Anmeldung');
    await lifecycles.mount({ domElement: slot });
    await lifecycles.unmount();
    await lifecycles.mount({ domElement: slot });
    expect(slot.textContent).toContain('Die Anmeldung kann gerade nicht geladen werden');
  });
});
