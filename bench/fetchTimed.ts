export type TimedResponse = { status: number; ms: number; headers: Headers; body: Buffer };

/** One request with its wall time; a network failure or timeout is status 0. */
export async function fetchTimed(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<TimedResponse> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 20_000) });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, ms: performance.now() - started, headers: res.headers, body };
  } catch {
    return { status: 0, ms: performance.now() - started, headers: new Headers(), body: Buffer.alloc(0) };
  }
}
