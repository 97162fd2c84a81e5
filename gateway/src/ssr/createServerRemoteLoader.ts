import { createInstance } from '@module-federation/enhanced/runtime';
import React from 'react';
import ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ReactElement } from 'react';

export type ServerRenderedPage = {
  page: unknown;
  status: number;
  title: string;
  description: string;
  /** Validated by the gateway (pageHeadSchema) before it reaches the document. */
  head?: unknown;
  element: ReactElement;
};
export type ArticlesServerModule = {
  loadPayload(input: {
    url: string;
    fetchJson: (path: string) => Promise<unknown | null>;
    /** The brand's id: its variants (e.g. the gift variant) shape the page data. */
    mandator: string;
  }): Promise<{ page: unknown; status: number }>;
  renderPage(input: {
    url: string;
    brandName: string;
    fetchJson: (path: string) => Promise<unknown | null>;
    mandator: string;
  }): Promise<ServerRenderedPage>;
};

const reactVersion = React.version;
const share = (lib: unknown) => ({
  version: reactVersion,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${reactVersion}` },
});

function isServerModule(mod: unknown): mod is ArticlesServerModule {
  const m = mod as Partial<ArticlesServerModule> | null;
  return typeof m?.renderPage === 'function' && typeof m.loadPayload === 'function';
}

/**
 * Loads mf-articles' server build (target async-node) through the Module Federation node runtime, sharing the
 * gateway's React so hooks and react-dom/server agree. One federation instance per manifest URL: a registry
 * change pins new documents to the new build while the old one stays loaded for documents still rendering.
 */
export function createServerRemoteLoader() {
  const loaded = new Map<string, Promise<ArticlesServerModule>>();
  let counter = 0;

  return function load(manifestUrl: string): Promise<ArticlesServerModule> {
    const existing = loaded.get(manifestUrl);
    if (existing) return existing;
    counter += 1;
    const instance = createInstance({
      name: `gateway_${counter}`,
      remotes: [{ name: 'mf_articles', entry: manifestUrl }],
      shared: {
        react: share(React),
        'react-dom': share(ReactDOM),
        'react/jsx-runtime': share(jsxRuntime),
      },
    });
    const promise = instance.loadRemote<unknown>('mf_articles/server').then((mod) => {
      if (!isServerModule(mod))
        throw new Error(`mf_articles/server from ${manifestUrl} has no renderPage() and loadPayload()`);
      return mod;
    });
    // A failed load is not cached: the next request tries again (the remote may be back).
    promise.catch(() => loaded.delete(manifestUrl));
    loaded.set(manifestUrl, promise);
    return promise;
  };
}
export type ServerRemoteLoader = ReturnType<typeof createServerRemoteLoader>;
