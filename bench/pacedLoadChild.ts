/**
 * One fixed-rate run (runPacedLoad) in its own process, so it can be pinned to its own core: LoadOptions in the JSON
 * file argv[2], the LoadResult as JSON on the last line of stdout.
 */
import type { LoadResult } from './loadResult';
import { loadResultFrom } from './loadResultFrom';
import { runLoadChild } from './runLoadChild';
import type { LoadOptions } from './runLoad';
import { runPacedLoad } from './runPacedLoad';

async function measurePaced(opts: LoadOptions): Promise<LoadResult> {
  if (!opts.overallRate) throw new Error('a paced run needs overallRate');
  const cpuStart = process.cpuUsage();
  const run = await runPacedLoad({ ...opts, rate: opts.overallRate });
  const answered = run.latenciesMs.length;
  return loadResultFrom({
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
}

runLoadChild(measurePaced);
