import { getMandator } from '@news/config/mandators';
import { documentStateSchema } from '@news/contracts/documentState';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import type { PageCache } from './cache/createPageCache';
import { documentHandler } from './documentHandler';
import { defaultRegistry, type RemoteRegistry } from './remoteRegistry';

const unused = () => {
  throw new Error('not used by client-rendered routes');
};

/** The handler with stand-ins for what client-rendered routes do not need (SSR, page cache). */
function app(frameAncestors: string[]) {
  const server = express();
  server.use((_req, res, next) => {
    res.locals.mandator = getMandator('rb');
    next();
  });
  server.use(
    documentHandler({
      selfUrl: 'http://127.0.0.1:0',
      registry: {
        current: async () => ({ registry: defaultRegistry, hash: 'h' }),
      } as unknown as RemoteRegistry,
      loadServerRemote: unused,
      remoteAssets: unused,
      localBuild: async () => ({ id: 'b', shell: { js: ['/shell.js'], css: [] } }),
      siteMetadata: async () => null,
      pageCache: {} as PageCache,
      logger: pino({ level: 'silent' }),
      frameAncestors,
    }),
  );
  return server;
}

const stateOf = (html: string) => {
  const found = /<script id="__NEWS_STATE__" type="application\/json">(.*?)<\/script>/.exec(html);
  return documentStateSchema.parse(JSON.parse(found?.[1] ?? 'null'));
};

describe('documentHandler', () => {
  it('tells the documents of framable routes who may frame them', async () => {
    const server = app(['https://partner.example']);
    for (const path of ['/__mein-portal/dialog-flow/login', '/__mein-portal/bookmarks']) {
      const res = await request(server).get(path);
      expect(res.status).toBe(200);
      expect(stateOf(res.text).frameAncestors).toEqual(['https://partner.example']);
    }
  });

  it('keeps the partner origins out of every other document', async () => {
    const res = await request(app(['https://partner.example'])).get('/account');
    expect(stateOf(res.text).frameAncestors).toBeUndefined();
    expect(res.text).not.toContain('partner.example');
  });
});
