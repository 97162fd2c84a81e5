/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getMandator } from '@news/config/mandators';
import { createSiteMetadata, SITE_METADATA_TTL_MS } from './createSiteMetadata';
import { httpContentSource } from './ssr/httpContentSource';
import { createSelfRequest } from './upstream/selfRequest';

const site = (name: string) => ({
  mandator: 'rb',
  name,
  menuHandles: {
    main: [],
    legal: [],
    socialNetworks: [],
    siteServices: [],
    hotTopics: [],
    treeServices: [],
    userSupport: [],
    utilityBar: [],
  },
});

let server: Server;
let url: string;
let mode: 'answer' | 'freeze' = 'answer';
let requests = 0;
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests++;
    if (mode === 'freeze') hanging.add(res);
    else res.setHeader('content-type', 'application/json').end(JSON.stringify(site(`Bote ${requests}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => jest.restoreAllMocks());

const logger = { warn: jest.fn() };
const rb = getMandator('rb');

describe('createSiteMetadata', () => {
  it('gives up on a content service that does not answer when it has no copy yet', async () => {
    mode = 'freeze';
    const siteMetadata = createSiteMetadata({
      contentSource: httpContentSource(createSelfRequest(url, 'internal')),
      timeoutMs: 100,
      logger,
    });
    expect(await siteMetadata(rb)).toBeNull();
  });

  it('answers an old copy at once and refreshes it in the background, once', async () => {
    mode = 'answer';
    requests = 0;
    // a timeout far beyond the test's own: awaiting the frozen refresh would fail the test
    const siteMetadata = createSiteMetadata({
      contentSource: httpContentSource(createSelfRequest(url, 'internal')),
      timeoutMs: 600_000,
      logger,
    });
    expect((await siteMetadata(rb))?.name).toBe('Bote 1');
    mode = 'freeze';
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + SITE_METADATA_TTL_MS + 1);
    const answers = await Promise.all([siteMetadata(rb), siteMetadata(rb), siteMetadata(rb)]);
    expect(answers.map((a) => a?.name)).toEqual(['Bote 1', 'Bote 1', 'Bote 1']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(2);
  });
});
