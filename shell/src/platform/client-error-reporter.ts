import { API, REMOTE_NAMES, type RuntimeConfig } from '@mall/shared-contracts';
import type { ClientErrorReport } from '@mall/shared-contracts/schemas';

/** What went wrong, before it is attributed to a frontend and sent. */
export interface ClientProblem {
  kind: ClientErrorReport['kind'];
  message: string;
  /** The frontend at fault when the caller knows it (a remote that failed to load). */
  remote?: string;
  /** Otherwise read from the stack: the first script URL under a remote's base, else the shell. */
  stack?: string;
  event?: string;
}

/** At most this many reports per page load; the same one twice is sent once. */
export const MAX_REPORTS = 10;
const sent = new Set<string>();

/** `cs_center` → `cs-center`: the report's remote is lower-case letters and dashes. */
const reportName = (name: string) => name.replace(/_/g, '-');

/** Which frontend's script a stack runs through: a remote's (its versioned base URL), the shell's, or none. */
export function frontendOf(stack: string | undefined, config: RuntimeConfig | null, shellOrigin = location.origin): string {
  if (!stack) return 'unknown';
  const bases = REMOTE_NAMES.map((name) => [name, config ? new URL('.', config.remotes[name]).href : '\0'] as const);
  for (const url of stack.match(/https?:\/\/[^\s)]+/g) ?? []) {
    const remote = bases.find(([, base]) => url.startsWith(base));
    if (remote) return remote[0];
  }
  return stack.includes(`${shellOrigin}/`) ? 'shell' : 'unknown';
}

export function toReport(problem: ClientProblem, config: RuntimeConfig | null, route = location.pathname): ClientErrorReport {
  const remote = problem.remote ?? frontendOf(problem.stack, config);
  const versions: Record<string, string | undefined> = config?.versions ?? {};
  return {
    kind: problem.kind,
    remote: reportName(remote),
    version: (versions[remote] || 'unknown').slice(0, 64),
    message: problem.message.slice(0, 500),
    route: route.slice(0, 200),
    ...(problem.event ? { event: problem.event.slice(0, 64) } : {}),
  };
}

/**
 * Sends one report to mall-api with `navigator.sendBeacon` (it outlives the page, e.g. the reload a
 * stale chunk causes), or `fetch` with keepalive when the beacon is refused. Returns whether it went.
 */
export function sendReport(problem: ClientProblem, config: RuntimeConfig | null): boolean {
  const report = toReport(problem, config);
  const key = `${report.kind} ${report.remote} ${report.event ?? ''} ${report.message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS) return false;
  sent.add(key);
  const url = `${(config?.apiBaseUrl ?? '/').replace(/\/+$/, '')}${API.clientErrors}`;
  const body = JSON.stringify(report);
  if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) {
    void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
  }
  return true;
}
