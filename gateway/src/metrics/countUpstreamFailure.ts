import { gatewayMetrics } from './gatewayMetrics';
import { upstreamOfPath } from './routeClassOf';

/**
 * Counts a call of the gateway that got no answer (fetchUpstream): "timeout" when the gateway stopped waiting,
 * "unreachable" otherwise. The upstream is the service whose public paths the URL is under, "remotes" for a
 * remote's manifest, else "other".
 */
export function countUpstreamFailure(url: URL, err: unknown): void {
  const upstream =
    upstreamOfPath(url.pathname) ??
    (url.pathname.endsWith('/mf-manifest.json') || url.pathname.startsWith('/remotes/')
      ? 'remotes'
      : 'other');
  // AbortSignal.timeout ends the call with a DOMException named TimeoutError
  const reason = (err as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : 'unreachable';
  gatewayMetrics.upstreamErrors.inc({ upstream, reason });
}
