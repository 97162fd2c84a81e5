import express from 'express';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ssrRemoteNames } from '@news/contracts/registry';
import { apiError } from '@news/contracts/apiError';
import { repoRoot } from './readConfig';

export type ServerBuilds = {
  /** Where this checkout's server builds are served: `/remotes/{name}/server/...` resolves against it. */
  url: string;
  close(): Promise<void>;
};

/**
 * The SSR builds (`{remote}/dist/server`) for the gateway's own server render, which loads them over HTTP through
 * the Module Federation node runtime. The browser never needs them, so they are not under the public /remotes/
 * (a 404 there): this listener binds to loopback on a port of its own that no proxy forwards to, one per gateway
 * process.
 */
export async function serveServerBuilds(root: string = repoRoot): Promise<ServerBuilds> {
  const app = express();
  app.disable('x-powered-by');
  for (const name of ssrRemoteNames) {
    app.use(
      `/remotes/${name}/server`,
      express.static(path.join(root, name, 'dist', 'server'), {
        index: false,
        setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
      }),
    );
  }
  app.use((_req, res) => {
    res.status(404).json(apiError(404, 'not_found', 'Diese Datei gibt es nicht.'));
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
