import { readFileSync } from 'node:fs';
import type { LoadResult } from './loadResult';
import type { LoadOptions } from './runLoad';

/**
 * The body of a load generator child process: LoadOptions from the JSON file argv[2], the LoadResult as JSON on the
 * last line of stdout, exit 1 with the error on stderr.
 */
export function runLoadChild(measure: (opts: LoadOptions) => Promise<LoadResult>): void {
  const opts = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadOptions;
  measure(opts).then(
    (out) => process.stdout.write(`\n${JSON.stringify(out)}\n`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
