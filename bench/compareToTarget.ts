export type TargetOp = '>=' | '<=' | '==';

export type Comparison = { ratio: number | null; met: boolean | null };

/**
 * How a measured value stands against its target: `ratio` is measured / target (above 1 misses a `<=` target,
 * below 1 misses a `>=` target), `met` whether the target holds. Nothing measured: both null.
 */
export function compareToTarget(op: TargetOp, target: number, measured: number | null): Comparison {
  if (measured === null || !Number.isFinite(measured)) return { ratio: null, met: null };
  const ratio = target === 0 ? null : measured / target;
  const met = op === '>=' ? measured >= target : op === '<=' ? measured <= target : measured === target;
  return { ratio, met };
}
