import type { RequestHandler } from 'express';
import { stat } from 'node:fs/promises';
import path from 'node:path';

type Encoding = 'br' | 'gzip';
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * In front of express.static for a build folder: when the browser accepts brotli or gzip and the build wrote a
 * compressed copy next to the file (scripts/precompressDir.ts), the request is pointed at that copy and answered
 * with Content-Encoding and the original's Content-Type. Every file that has copies varies by Accept-Encoding.
 * Which copies exist is looked up once per file of the build; names of files that do not exist are not remembered,
 * so made-up names cannot grow the memory.
 */
export function precompressedVariants(root: string): RequestHandler {
  const variants = new Map<string, Promise<Encoding[]>>();
  const isFile = (file: string) =>
    stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
  const lookUp = async (file: string): Promise<Encoding[]> => {
    const known = variants.get(file);
    if (known) return known;
    // Only files of the build are remembered (a bounded set): any name a client makes up is looked up anew.
    if (!(await isFile(file))) return [];
    let found = variants.get(file);
    if (!found) {
      found = Promise.all(
        (['br', 'gzip'] as const).map(async (enc) => ((await isFile(file + suffix[enc])) ? [enc] : [])),
      ).then((lists) => lists.flat());
      variants.set(file, found);
    }
    return found;
  };

  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\.[a-z]+$/.test(req.path)) {
      next();
      return;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = path.join(root, path.normalize(relative));
    if (!file.startsWith(root + path.sep)) {
      next();
      return;
    }
    const available = await lookUp(file);
    if (available.length === 0) {
      next();
      return;
    }
    res.vary('accept-encoding');
    // brotli first when accepted at all: browsers list gzip first with the same weight
    const chosen = available.find((enc) => req.acceptsEncodings(enc) === enc);
    if (chosen) {
      res.setHeader('content-encoding', chosen);
      res.type(path.extname(file));
      const query = req.url.indexOf('?');
      req.url = `${req.path}${suffix[chosen]}${query === -1 ? '' : req.url.slice(query)}`;
    }
    next();
  };
}
