/**
 * What each instance's Prometheus metrics (GET /metrics) say while Redis is down: Redis unavailable,
 * rate limits counted per instance. Read from every live instance directly (not through the balancer).
 */
import { parseMetrics, sumMetrics } from './report.mjs';

/** Redis availability (1 up, 0 down) and the rate limit's fall back to per-instance counting. */
export const REDIS_UP_METRIC = /^mall_redis_up\b/;
export const RATE_LIMIT_FALLBACK_METRIC = /^mall_rate_limit_fallback(_total)?\b/;

export async function probeMetrics(instances) {
  const expositions = [];
  for (const i of instances) {
    const res = await fetch(`${i.url()}/metrics`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    // Metrics are their own piece of work (issue 27, item 4): until /metrics exists this says so and checks nothing.
    if (res?.status === 404) return { report: `no /metrics on ${i.name} (404): nothing to check`, problems: [] };
    if (!res || res.status !== 200)
      return {
        report: `/metrics on ${i.name}: ${res?.status ?? 'no answer'}`,
        problems: [`redis down: /metrics on ${i.name} answered ${res?.status ?? 'nothing'}`],
      };
    expositions.push(parseMetrics(await res.text()));
  }
  const redisUp = sumMetrics(expositions, REDIS_UP_METRIC);
  const fallbacks = sumMetrics(expositions, RATE_LIMIT_FALLBACK_METRIC);
  const problems = [];
  if (redisUp === null) problems.push(`redis down: /metrics has no ${REDIS_UP_METRIC.source} series`);
  else if (redisUp !== 0) problems.push(`redis down: /metrics says Redis is up on ${redisUp} instances`);
  if (fallbacks === null) problems.push(`redis down: /metrics has no ${RATE_LIMIT_FALLBACK_METRIC.source} series`);
  else if (fallbacks === 0) problems.push('redis down: /metrics counts no rate-limit fallback');
  return { report: { 'redis up (sum over instances)': redisUp, 'rate-limit fallbacks (sum)': fallbacks }, problems };
}
