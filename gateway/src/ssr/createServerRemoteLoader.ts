import { createInstance } from '@module-federation/enhanced/runtime';
import React from 'react';
import ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ReactElement } from 'react';
import type { AnonymousPaywallAnswers } from '@news/contracts/anonymousPaywall';

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
    /** The paywall box's markup for anonymous readers of a paywalled article (ADR 0013); older builds ignore it. */
    paywallBox?: (article: { id: number }) => Promise<string | undefined>;
  }): Promise<ServerRenderedPage>;
};

/** mf-consent's ./server: the first layer as it is rendered into a document. */
export type ConsentServerModule = { consentLayer(): ReactElement };

/** mf-paywall's ./server: the paywall box for anonymous readers, rendered with its useId prefix. */
export type PaywallServerModule = {
  anonymousPaywall(input: {
    answers: AnonymousPaywallAnswers;
    mandator: string;
    brandName: string;
  }): ReactElement;
  identifierPrefix: string;
};

const reactVersion = React.version;
const share = (lib: unknown) => ({
  version: reactVersion,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${reactVersion}` },
});

/** What the gateway needs of a remote's server build: its federation name and the shape of its ./server. */
export type ServerModuleSpec<T> = { remote: string; isModule(mod: unknown): mod is T; expected: string };

export const articlesServerSpec: ServerModuleSpec<ArticlesServerModule> = {
  remote: 'mf_articles',
  isModule(mod): mod is ArticlesServerModule {
    const m = mod as Partial<ArticlesServerModule> | null;
    return typeof m?.renderPage === 'function' && typeof m.loadPayload === 'function';
  },
  expected: 'renderPage() and loadPayload()',
};

export const consentServerSpec: ServerModuleSpec<ConsentServerModule> = {
  remote: 'mf_consent',
  isModule(mod): mod is ConsentServerModule {
    return typeof (mod as Partial<ConsentServerModule> | null)?.consentLayer === 'function';
  },
  expected: 'consentLayer()',
};

export const paywallServerSpec: ServerModuleSpec<PaywallServerModule> = {
  remote: 'mf_paywall',
  isModule(mod): mod is PaywallServerModule {
    const m = mod as Partial<PaywallServerModule> | null;
    return typeof m?.anonymousPaywall === 'function' && typeof m.identifierPrefix === 'string';
  },
  expected: 'anonymousPaywall() and identifierPrefix',
};

/** Federation instance names are global to the process: one counter for every loader. */
let instances = 0;

/**
 * Loads a remote's server build (target async-node) through the Module Federation node runtime, sharing the
 * gateway's React so hooks and react-dom/server agree. One federation instance per manifest URL: a registry
 * change pins new documents to the new build while the old one stays loaded for documents still rendering.
 */
export function createServerRemoteLoader<T>(spec: ServerModuleSpec<T>) {
  const loaded = new Map<string, Promise<T>>();

  return function load(manifestUrl: string): Promise<T> {
    const existing = loaded.get(manifestUrl);
    if (existing) return existing;
    instances += 1;
    const instance = createInstance({
      name: `gateway_${instances}`,
      remotes: [{ name: spec.remote, entry: manifestUrl }],
      shared: {
        react: share(React),
        'react-dom': share(ReactDOM),
        'react/jsx-runtime': share(jsxRuntime),
      },
    });
    const promise = instance.loadRemote<unknown>(`${spec.remote}/server`).then((mod) => {
      if (!spec.isModule(mod))
        throw new Error(`${spec.remote}/server from ${manifestUrl} has no ${spec.expected}`);
      return mod;
    });
    // A failed load is not cached: the next request tries again (the remote may be back).
    promise.catch(() => loaded.delete(manifestUrl));
    loaded.set(manifestUrl, promise);
    return promise;
  };
}
export type ServerRemoteLoader = (manifestUrl: string) => Promise<ArticlesServerModule>;
export type ConsentServerLoader = (manifestUrl: string) => Promise<ConsentServerModule>;
export type PaywallServerLoader = (manifestUrl: string) => Promise<PaywallServerModule>;
