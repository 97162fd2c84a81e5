import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ssrRemoteNames } from '@news/contracts/registry';

const serverBuildPath = /^\/remotes\/([a-z-]+)\/server\/([A-Za-z0-9._/-]+)$/;

/**
 * The server builds (target async-node) are never served to browsers: the gateway reads them from disk. This
 * answers a Module Federation `fetch` for `{origin}/remotes/{name}/server/{file}` (the registry's `ssrEntry` of
 * this checkout's own builds) with the file from `{root}/{name}/dist/server/{file}`: a 404 Response when there is
 * no such file, undefined for every other URL (a server build a registry entry names elsewhere is fetched as
 * usual).
 */
export function createServerBuildReader(opts: { origin: string; root: string }) {
  const names = new Set<string>(ssrRemoteNames);
  /** The file a URL names in a server build of this checkout: a path, null for a way out, undefined if not ours. */
  function fileOf(url: string): string | null | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    if (parsed.origin !== new URL(opts.origin).origin) return undefined;
    const match = serverBuildPath.exec(parsed.pathname);
    const [, name = '', file = ''] = match ?? [];
    if (!match || !names.has(name)) return undefined;
    const dir = path.join(opts.root, name, 'dist', 'server');
    const filePath = path.resolve(dir, file);
    return filePath.startsWith(`${dir}${path.sep}`) ? filePath : null;
  }

  async function respond(filePath: string | null): Promise<Response> {
    if (filePath === null) return new Response('not found', { status: 404 });
    try {
      const text = await readFile(filePath, 'utf8');
      const type = filePath.endsWith('.json') ? 'application/json' : 'text/javascript';
      return new Response(text, { status: 200, headers: { 'content-type': type } });
    } catch {
      return new Response('not found', { status: 404 });
    }
  }

  return function readServerBuildFile(url: string): Promise<Response> | undefined {
    const filePath = fileOf(url);
    return filePath === undefined ? undefined : respond(filePath);
  };
}
export type ServerBuildReader = ReturnType<typeof createServerBuildReader>;
