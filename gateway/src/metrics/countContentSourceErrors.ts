import type { ContentSource } from '../ssr/contentFetchJson';
import { gatewayMetrics } from './gatewayMetrics';

/**
 * The content source of server rendering with its failures counted as content upstream errors: "timeout" when the
 * answer came (or the call failed) after the caller stopped waiting, "unreachable" when the call failed before.
 * `inProcess`: the source calls the content service's router directly, past countRequests, so its 5xx answers are
 * counted here ("status"); over HTTP they pass the gateway's own /content paths and countRequests counts them.
 */
export function countContentSourceErrors(source: ContentSource, inProcess: boolean): ContentSource {
  const count = (reason: 'status' | 'timeout' | 'unreachable') =>
    gatewayMetrics.upstreamErrors.inc({ upstream: 'content', reason });
  return async (path, mandatorId, signal, headers) => {
    try {
      const answer = await source(path, mandatorId, signal, headers);
      if (signal.aborted) count('timeout');
      else if (inProcess && answer.status >= 500) count('status');
      return answer;
    } catch (err) {
      count(signal.aborted ? 'timeout' : 'unreachable');
      throw err;
    }
  };
}
