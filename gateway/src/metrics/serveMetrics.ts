import type { RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';
import { apiError } from '@news/contracts/apiError';
import { gatewayMetrics } from './gatewayMetrics';

/**
 * GET /metrics: the gateway's metrics in Prometheus' text format, for the addresses of METRICS_ALLOW only
 * (readMetricsAllow; loopback by default). The address is the request's client address as Express sees it: the
 * connection's, or behind a proxy named in TRUSTED_PROXIES the one that proxy reports, so a proxy on the same
 * machine does not make every reader a loopback client. Anyone else gets 403.
 */
export function serveMetrics(allow: readonly string[]): RequestHandler {
  const allowed = proxyaddr.compile([...allow]);
  return async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    if (req.ip === undefined || !allowed(req.ip, 0)) {
      res
        .status(403)
        .json(
          apiError(403, 'metrics_forbidden', 'Die Messwerte sind von dieser Adresse aus nicht abrufbar.'),
        );
      return;
    }
    res.setHeader('content-type', gatewayMetrics.registry.contentType);
    res.send(await gatewayMetrics.registry.metrics());
  };
}
