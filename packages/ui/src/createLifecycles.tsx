import type { ComponentType } from 'react';
import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from './RemoteErrorFallback';

/**
 * single-spa lifecycles for a remote's root component. When the slot already holds server-rendered markup
 * (data-ssr on the container) the first mount hydrates it; every later mount renders fresh. Hydration runs in a
 * transition, so React hydrates in slices and yields to the browser between them instead of one long task (the
 * server markup is already on screen; a click on it before hydration is replayed by React afterwards).
 */
export function createLifecycles<P extends object>(rootComponent: ComponentType<P>, area: string) {
  let hydrateNext = false;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: rootComponent as never,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: () => <RemoteErrorFallback area={area} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: { domElement?: HTMLElement } & Record<string, unknown>) => {
      const el = props.domElement;
      hydrateNext = Boolean(el && el.dataset.ssr === 'true' && el.firstElementChild);
      if (el) delete el.dataset.ssr;
      if (!hydrateNext) return lifecycles.mount(props as never);
      // single-spa-react calls hydrateRoot synchronously inside mount, so the initial hydration gets a transition lane.
      let mounted!: Promise<unknown>;
      startTransition(() => {
        mounted = lifecycles.mount(props as never);
      });
      return mounted;
    },
    unmount: lifecycles.unmount,
  };
}
