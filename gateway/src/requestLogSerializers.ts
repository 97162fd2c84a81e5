/** The request and response as pino-http hands them to its serializers (pino-std-serializers' shapes). */
type LoggedRequest = { id?: unknown; method?: string; url?: string; remoteAddress?: string };
type LoggedResponse = { statusCode: number; headers: Record<string, unknown> };

/**
 * What the access log (pino-http, one line per finished request) records of a request and its response: method,
 * URL, request id, client address, status and the page cache's outcome. Not the headers: a reader's cookies and
 * tokens have no place in a log, and serializing every header of every request (pino-http binds the request to a
 * child logger at its start, even for lines that are never written) was a noticeable share of the CPU a cached
 * document costs.
 */
export const requestLogSerializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: req.url,
    remoteAddress: req.remoteAddress,
  }),
  res: (res: LoggedResponse) => {
    const cache = res.headers['x-cache'];
    return { statusCode: res.statusCode, ...(cache === undefined ? {} : { cache }) };
  },
};
