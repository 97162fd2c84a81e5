/**
 * The bare node:http reference: answers every request with the bytes of one file and its content type, nothing
 * else. argv: port, file, content type.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file, contentType] = process.argv.slice(2);
const body = readFileSync(file ?? '');
const server = createServer((req, res) => {
  req.resume();
  res.writeHead(200, {
    'content-type': contentType ?? 'text/html; charset=utf-8',
    'content-length': body.length,
  });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
