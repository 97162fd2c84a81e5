import type { RequestHandler } from 'express';
import { gatewayMetrics } from './gatewayMetrics';
import { routeClassOf, upstreamOfPath } from './routeClassOf';

/**
 * Counts and times every request by its route class (gateway_http_requests_total,
 * gateway_http_request_duration_seconds). A 5xx answer on an upstream's paths — from the service mounted in-process,
 * or from the proxy in front of it, which answers 503 when it cannot reach it — also counts as an error of that
 * upstream (gateway_upstream_errors_total, reason "status").
 */
export function countRequests(): RequestHandler {
  return (req, res, next) => {
    const routeClass = routeClassOf(req.path);
    const upstream = upstreamOfPath(req.path);
    const endTimer = gatewayMetrics.httpRequestDuration.startTimer({ route_class: routeClass });
    const done = () => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      endTimer();
      const finished = res.writableFinished;
      gatewayMetrics.httpRequests.inc({
        route_class: routeClass,
        method: req.method,
        status: finished ? String(res.statusCode) : 'aborted',
      });
      if (upstream && finished && res.statusCode >= 500)
        gatewayMetrics.upstreamErrors.inc({ upstream, reason: 'status' });
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
