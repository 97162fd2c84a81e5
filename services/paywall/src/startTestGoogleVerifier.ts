import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestGoogleAnswer =
  | { state: 'unlocked' | 'locked' | 'undecided' }
  | { status: number; body: string }
  | { delayMs: number; state: 'unlocked' };

/**
 * For tests only: a local stand-in for the Google subscription-linking verifier. It answers by the `gaa_at` it is
 * sent (the test sets what each value answers) and records every request body.
 */
export async function startTestGoogleVerifier(answers: Record<string, TestGoogleAnswer>): Promise<{
  url: string;
  requests: unknown[];
  close(): Promise<void>;
}> {
  const requests: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = JSON.parse(body || '{}') as { gaa_at?: string };
      requests.push(params);
      const answer = answers[params.gaa_at ?? ''] ?? { status: 400, body: '{"error":"unknown"}' };
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      const send = () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ state: answer.state }));
      if ('delayMs' in answer) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gaa/verify`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
