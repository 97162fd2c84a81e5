/** @jest-environment jsdom */
import { loadRemoteLifecycles } from './loadRemoteLifecycles';

const lifecycles = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('loadRemoteLifecycles', () => {
  it("loads the remote's ./app by its federation name", async () => {
    const load = jest.fn(async () => lifecycles);
    await expect(loadRemoteLifecycles('mf-portal', 'Der Kundenbereich', load)).resolves.toBe(lifecycles);
    expect(load).toHaveBeenCalledWith('mf_portal/app');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries once when the first load fails', async () => {
    const load = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(lifecycles);
    await expect(loadRemoteLifecycles('mf-portal', 'Der Kundenbereich', load)).resolves.toBe(lifecycles);
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives the German fallback lifecycles after the second failure, without a third try', async () => {
    const load = jest.fn(async () => {
      throw new Error('network down');
    });
    const fallback = await loadRemoteLifecycles('mf-portal', 'Der Kundenbereich', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);

    const slot = document.createElement('div');
    await (fallback.mount as (props: object) => Promise<void>)({ domElement: slot });
    expect(slot.textContent).toContain('Der Kundenbereich kann gerade nicht geladen werden');
  });

  it('gives the fallback when both attempts stall past the time limit', async () => {
    const load = jest.fn(() => new Promise<unknown>(() => undefined));
    const fallback = await loadRemoteLifecycles('mf-portal', 'Der Kundenbereich', load, 20);
    expect(load).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[1])).toContain('mf_portal/app did not load within 20 ms');
    const slot = document.createElement('div');
    await (fallback.mount as (props: object) => Promise<void>)({ domElement: slot });
    expect(slot.textContent).toContain('Der Kundenbereich kann gerade nicht geladen werden');
  });

  it('takes a slow load that answers within the time limit', async () => {
    const load = jest.fn(() => new Promise<unknown>((resolve) => setTimeout(() => resolve(lifecycles), 5)));
    await expect(loadRemoteLifecycles('mf-portal', 'Der Kundenbereich', load, 1000)).resolves.toBe(
      lifecycles,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('treats a module without single-spa lifecycles as a failed load', async () => {
    const load = jest.fn(async () => ({ mount: async () => undefined }));
    const result = await loadRemoteLifecycles('mf-paywall', 'Die Bezahlschranke', load);
    expect(load).toHaveBeenCalledTimes(2);
    const slot = document.createElement('div');
    await (result.mount as (props: object) => Promise<void>)({ domElement: slot });
    expect(slot.querySelector('[role="alert"]')?.textContent).toMatch(
      /^Die Bezahlschranke kann gerade nicht/,
    );
  });
});
