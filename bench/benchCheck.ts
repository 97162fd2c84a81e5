import type { FigureId } from './benchTargets';
import { compareToTarget, type TargetOp } from './compareToTarget';

/** One measured value against one target of BENCHMARKS.md. */
export type Check = {
  id: FigureId;
  /** What was measured: a page, an endpoint, a database. */
  subject: string;
  metric: string;
  unit: string;
  op: TargetOp;
  target: number;
  measured: number | null;
  ratio: number | null;
  met: boolean | null;
  note?: string;
  details?: Record<string, unknown>;
};

export type CheckInput = Omit<Check, 'ratio' | 'met'>;

/** A check with its ratio and verdict filled in. */
export function benchCheck(input: CheckInput): Check {
  return { ...input, ...compareToTarget(input.op, input.target, input.measured) };
}
