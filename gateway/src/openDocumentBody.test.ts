/** @jest-environment node */
import express from 'express';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { openDocumentBody } from './openDocumentBody';

let server: Server;
let url = '';
/** Resolved by the test when the reader has seen the head: only then is the rest written. */
let headSeen: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.get('/', (req, res) => {
    const body = openDocumentBody(req, res);
    body.write('<!doctype html><html><head><title>Kopf</title></head>');
    new Promise<void>((resolve) => (headSeen = resolve)).then(
      () => body.end('<body>Rumpf</body></html>'),
      () => undefined,
    );
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const request = (acceptEncoding?: string) =>
  new Promise<IncomingMessage>((resolve, reject) =>
    get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, resolve).on(
      'error',
      reject,
    ),
  );

/** Reads the decoded text until it contains `text`. */
function readUntil(stream: NodeJS.ReadableStream, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    stream.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve(seen);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(seen));
  });
}

describe('openDocumentBody', () => {
  it.each([
    ['br', 'gzip, deflate, br, zstd', createBrotliDecompress],
    ['gzip', 'gzip, deflate', createGunzip],
  ] as const)(
    'compresses with %s and still streams: the head arrives before the rest is written',
    async (encoding, accept, decoder) => {
      const res = await request(accept);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const decoded = res.pipe(decoder());
      expect(await readUntil(decoded, '</head>')).toContain('<title>Kopf</title>');
      headSeen();
      expect(await readUntil(decoded, '</html>')).toContain('<body>Rumpf</body></html>');
    },
  );

  it('sends the document as it is to a reader whose browser accepts no compression', async () => {
    const res = await request();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(await readUntil(res, '</head>')).toContain('<title>Kopf</title>');
    headSeen();
    const rest = await readUntil(res, '</html>');
    expect(rest).toContain('Rumpf');
  });
});
