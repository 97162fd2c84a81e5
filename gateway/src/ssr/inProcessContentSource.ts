import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { ContentSource } from './contentFetchJson';

/**
 * The content API mounted in this process, called without a socket: the request goes straight into the content
 * service's router (mounted at `prefix`), its answer is taken from `res.end`. No loopback HTTP, and none of the
 * gateway's own middleware (logging, sessions, CSRF), which a page-data read for an anonymous document needs none of:
 * like the HTTP path it carries only the brand (and, for an entitled reader's article, the paywall's grant), never a
 * session.
 */
export function inProcessContentSource(router: RequestHandler, prefix: string): ContentSource {
  const app = express();
  app.disable('etag');
  app.disable('x-powered-by');
  app.use(prefix, router);
  // what the router leaves unanswered, or throws past its own error handler
  app.use((_req, res) => {
    res.status(404).end();
  });
  app.use(((_err, _req, res, _next) => {
    res.status(500).end();
  }) as ErrorRequestHandler);
  return (path, mandatorId, _signal, headers) =>
    new Promise((resolve) => {
      const req = new IncomingMessage(new Socket());
      req.method = 'GET';
      req.url = path;
      req.headers = { ...headers, accept: 'application/json', 'x-mandator': mandatorId };
      req.push(null);
      const res = new ServerResponse(req);
      res.end = ((chunk?: unknown) => {
        const text = chunk === undefined || typeof chunk === 'function' ? '' : String(chunk);
        resolve({
          status: res.statusCode,
          json: async () => JSON.parse(text) as unknown,
          discard: async () => undefined,
        });
        return res;
      }) as ServerResponse['end'];
      app(req, res);
    });
}
