import proxyaddr from 'proxy-addr';

/**
 * METRICS_ALLOW: who may read /metrics, as addresses, CIDR ranges or the names `loopback`, `linklocal` and
 * `uniquelocal`, comma- or space-separated. Unset: `loopback` (a Prometheus on the same machine). An entry that is
 * none of these stops the start with a clear message instead of locking everyone out or letting everyone in.
 */
export function readMetricsAllow(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  const allow = entries.length > 0 ? entries : ['loopback'];
  try {
    proxyaddr.compile(allow);
  } catch (err) {
    throw new Error(
      `METRICS_ALLOW must list addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "${value}": ${
        err instanceof Error ? err.message : String(err)
      }`,
    );
  }
  return allow;
}
