import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RemoteErrorFallback } from './RemoteErrorFallback';

type MountProps = { domElement: HTMLElement } & Record<string, unknown>;

/**
 * The root of a mounted remote: reports the first commit (`mounted`, the end of single-spa's mount) and is the
 * error boundary that shows the German fallback when the remote throws while rendering.
 */
class RemoteRoot extends Component<
  { area: string; mounted: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    this.props.mounted();
  }

  override render() {
    return this.state.failed ? <RemoteErrorFallback area={this.props.area} /> : this.props.children;
  }
}

/**
 * single-spa lifecycles for a remote's root component, which receives the application's props (domElement, name,
 * mountParcel and the shell's custom props). When the slot already holds server-rendered markup (data-ssr on the
 * container) the first mount hydrates it; every later mount renders fresh. Hydration runs in a transition, so
 * React hydrates in slices and yields to the browser between them instead of one long task (the server markup is
 * already on screen; a click on it before hydration is replayed by React afterwards). Mount settles once React has
 * committed the root, unmount once it is gone. (Written here instead of single-spa-react, which brought 2 KB gzip
 * of options no remote uses into each of them.)
 */
export function createLifecycles<P extends object>(
  rootComponent: ComponentType<P>,
  area: string,
  /** The prefix of useId's ids (the server render of this remote's markup must use the same one). */
  options: { identifierPrefix?: string } = {},
) {
  const RootComponent = rootComponent as ComponentType<Record<string, unknown>>;
  const roots = new WeakMap<HTMLElement, Root>();
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props: MountProps) =>
      new Promise<void>((mounted) => {
        const el = props.domElement;
        const hydrate = el.dataset.ssr === 'true' && el.firstElementChild !== null;
        delete el.dataset.ssr;
        const element = (
          <RemoteRoot area={area} mounted={mounted}>
            <RootComponent {...props} />
          </RemoteRoot>
        );
        if (hydrate) startTransition(() => void roots.set(el, hydrateRoot(el, element, options)));
        else {
          const root = createRoot(el, options);
          roots.set(el, root);
          root.render(element);
        }
      }),
    unmount: ({ domElement }: { domElement: HTMLElement }) => {
      roots.get(domElement)?.unmount();
      roots.delete(domElement);
      return Promise.resolve();
    },
  };
}
