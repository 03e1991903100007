import type { RuntimeConfig } from '@mall/shared-contracts';
import type { ClientProblem } from './client-error-reporter';

let config: RuntimeConfig | null = null;

/**
 * Reports what broke in the storefront to mall-api (docs/adr/0023). The reporter is its own chunk,
 * loaded only when there is something to report: the first page carries this much of it.
 */
export function reportClientError(problem: ClientProblem): void {
  void import('./client-error-reporter').then(
    (m) => m.sendReport(problem, config),
    () => undefined,
  );
}

/** Reports uncaught errors and unhandled rejections, attributed through `config` (remote URLs, versions). */
export function watchClientErrors(runtimeConfig: RuntimeConfig): void {
  config = runtimeConfig;
  addEventListener('error', (e) => reportClientError({ kind: 'uncaught', message: e.message, stack: (e.error as Error | undefined)?.stack ?? e.filename }));
  addEventListener('unhandledrejection', (e) => {
    const reason = e.reason as Error | undefined;
    reportClientError({ kind: 'uncaught', message: String(reason?.message ?? reason), stack: reason?.stack });
  });
}
