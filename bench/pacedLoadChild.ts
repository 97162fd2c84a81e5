/**
 * One fixed-rate run (runPacedLoad) in its own process, so it can be pinned to its own core: LoadOptions in the JSON
 * file argv[2], the LoadResult as JSON on the last line of stdout.
 */
import { readFileSync } from 'node:fs';
import { loadResultFrom } from './loadResultFrom';
import type { LoadOptions } from './runLoad';
import { runPacedLoad } from './runPacedLoad';

async function main(): Promise<void> {
  const opts = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadOptions;
  if (!opts.overallRate) throw new Error('a paced run needs overallRate');
  const cpuStart = process.cpuUsage();
  const run = await runPacedLoad({ ...opts, rate: opts.overallRate });
  const answered = run.latenciesMs.length;
  const out = loadResultFrom({
    latenciesMs: run.latenciesMs,
    statusCounts: run.statusCounts,
    failures: run.errors,
    requestsPerSec: answered / (run.wallMs / 1000),
    total: answered,
    cpu: process.cpuUsage(cpuStart),
    wallMs: run.wallMs,
    durationSec: opts.duration,
    connections: opts.connections,
    overallRate: opts.overallRate,
  });
  process.stdout.write(`\n${JSON.stringify(out)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
