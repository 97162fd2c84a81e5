/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import { PaywallParcel } from './PaywallParcel';

const paywallThatMounts: ParcelConfigObject = {
  name: 'paywall',
  bootstrap: async () => undefined,
  mount: async (props) => {
    const { domElement } = props as { domElement?: HTMLElement };
    if (domElement) domElement.innerHTML = '<aside>Weiterlesen mit plus: Jetzt abonnieren</aside>';
  },
  unmount: async () => undefined,
};

const paywallThatThrows: ParcelConfigObject = {
  ...paywallThatMounts,
  mount: async () => {
    throw new Error('paywall decision exploded');
  },
};

const parcelProps = (placement: 'paywall' | 'tools' | 'after-body' = 'paywall') => ({
  placement,
  visit: 'visit-1-0',
  article: {
    id: 42,
    contentRestriction: 'plus' as const,
    isPaywalled: true,
    isSoldContent: false,
    ressort: 'lokales',
  },
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('PaywallParcel', () => {
  it("mounts mf-paywall's parcel for the article into the paywall box, with the placement's props", async () => {
    const loadParcel = jest.fn(async () => paywallThatMounts);
    const mountParcel = jest.fn(mountRootParcel);
    const { container } = render(
      <PaywallParcel
        parcelProps={parcelProps()}
        loadParcel={loadParcel}
        mountParcel={mountParcel as never}
      />,
    );
    expect(await screen.findByText('Weiterlesen mit plus: Jetzt abonnieren')).toBeTruthy();
    expect(loadParcel).toHaveBeenCalledWith('mf-paywall');
    const [config, props] = mountParcel.mock.calls[0] as unknown as [unknown, Record<string, unknown>];
    expect(config).toBe(paywallThatMounts);
    expect(props.domElement).toBe(container.querySelector('.ar-paywall'));
    expect(props).toMatchObject(parcelProps());
    expect(container.querySelector('.ar-paywall aside')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unmounts the parcel with the article', async () => {
    const unmount = jest.fn(async () => undefined);
    const view = render(
      <PaywallParcel
        parcelProps={parcelProps()}
        loadParcel={async () => ({ ...paywallThatMounts, unmount })}
        mountParcel={mountRootParcel as never}
      />,
    );
    await screen.findByText('Weiterlesen mit plus: Jetzt abonnieren');
    view.unmount();
    await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
  });

  it('fails closed when the paywall throws: logs it and shows the German fallback paywall in its box', async () => {
    const { container } = render(
      <PaywallParcel
        parcelProps={parcelProps()}
        loadParcel={async () => paywallThatThrows}
        mountParcel={mountRootParcel as never}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.className).toContain('ar-paywall');
    expect(alert.textContent).toContain('Abonnentinnen und Abonnenten vorbehalten');
    expect(screen.getByRole('link', { name: 'Zu den plus-Angeboten' }).getAttribute('href')).toBe('/order');
    expect(container.querySelectorAll('.ar-paywall')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('paywall failed'),
      expect.objectContaining({ message: expect.stringContaining('paywall decision exploded') }),
    );
  });

  it('fails closed when the paywall cannot even be loaded', async () => {
    render(
      <PaywallParcel
        parcelProps={parcelProps()}
        loadParcel={() => Promise.reject(new Error('offline'))}
        mountParcel={mountRootParcel as never}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Weiterlesen mit plus');
  });
});

describe('PaywallParcel in the other placements', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('mounts into the box of its placement, and stays empty when it fails', async () => {
    const { container } = render(
      <PaywallParcel
        parcelProps={parcelProps('tools')}
        loadParcel={() => Promise.reject(new Error('offline'))}
        mountParcel={mountRootParcel as never}
      />,
    );
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(container.querySelector('.ar-paywall-tools')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
