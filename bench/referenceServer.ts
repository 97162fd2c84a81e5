import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchVarDir, repoRoot } from './benchPaths';
import { startProcess, waitForUrl, type RunningProcess } from './startProcess';

export type ReferenceServer = { kind: 'node:http' | 'nginx'; url: string; stop(): Promise<void> };

/** The server core: the site and its references run on core 0, the load generator on core 1. */
export const SERVER_CPUS = '0';

/** Writes the bytes a reference must serve to a file under var/bench/reference/. */
export function writeReferenceBody(name: string, body: Buffer): string {
  const dir = path.join(benchVarDir, 'reference');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return file;
}

/** A bare node:http server returning the bytes of `file` for every request, pinned like the site. */
export async function startReferenceServer(
  file: string,
  contentType: string,
  port: number,
): Promise<ReferenceServer> {
  const proc = startProcess({
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      path.join(__dirname, 'referenceServerMain.ts'),
      String(port),
      file,
      contentType,
    ],
    cwd: repoRoot,
    logFile: path.join(benchVarDir, 'logs', 'reference-node.log'),
    cpus: SERVER_CPUS,
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(url, 20_000, () => proc.isRunning());
  return { kind: 'node:http', url, stop: () => proc.stop() };
}

export const NGINX_BINARY = '/usr/sbin/nginx';

/** Whether Debian's nginx is installed (the physical reference is optional). */
export const hasNginx = () => existsSync(NGINX_BINARY);

/** nginx (one worker, pinned like the site) serving `file` with `contentType` at every path, or null without nginx. */
export async function startNginx(
  file: string,
  contentType: string,
  port: number,
): Promise<ReferenceServer | null> {
  if (!hasNginx()) return null;
  const dir = path.join(benchVarDir, 'nginx');
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65s;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  types { }
  default_type "${contentType}";
  server {
    listen 127.0.0.1:${port};
    root ${path.dirname(file)};
    location / { try_files /${path.basename(file)} =404; }
  }
}
`,
  );
  const proc: RunningProcess = startProcess({
    command: NGINX_BINARY,
    args: ['-c', conf, '-p', dir],
    cwd: dir,
    logFile: path.join(benchVarDir, 'logs', 'nginx.log'),
    cpus: SERVER_CPUS,
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(url, 20_000, () => proc.isRunning());
  return { kind: 'nginx', url, stop: () => proc.stop('SIGQUIT', 5000) };
}
