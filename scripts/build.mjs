// Builds the shell and every remote (client builds, plus the server builds of mf-articles and mf-consent for SSR), two at a time on a
// 2-core machine, then writes dist/builds/latest.json, the build id the browser polls and the page cache is keyed
// by (scripts/buildId.ts), and compresses the client builds ahead (scripts/precompressDir.ts). Runs under tsx (npm run build) for that import.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildId } from './buildId.ts';
import { precompressDir } from './precompressDir.ts';
import { applicationNames } from '../packages/contracts/src/registry.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the largest build first, so the two lanes finish close together
const packages = ['mf-articles', ...applicationNames.filter((name) => name !== 'mf-articles')];
const webpackBin = path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js');

function build(name) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [webpackBin, '--config', 'webpack.config.js'], {
      cwd: path.join(root, name),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production',
        NODE_NO_WARNINGS: '1',
      },
    });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`build of ${name} failed (exit ${code})`));
    });
  });
}

async function runAll(concurrency) {
  const queue = [...packages];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await build(next);
    }),
  );
}

await runAll(Number(process.env.BUILD_CONCURRENCY ?? 2));
// brotli and gzip copies of the client builds, served by the gateway to browsers that accept them
for (const name of packages) {
  const count = await precompressDir(path.join(root, name, 'dist', 'client'));
  console.log(`precompressed ${count} files of ${name}`);
}
const id = await buildId(root);
await mkdir(path.join(root, 'dist', 'builds'), { recursive: true });
await writeFile(
  path.join(root, 'dist', 'builds', 'latest.json'),
  `${JSON.stringify({ id, builtAt: new Date().toISOString() })}\n`,
);
console.log(`build ${id} ready`);
