/**
 * Spec section 8: a tracking setup error is logged as a marketing error and never stops the page.
 * One prefix, so monitoring (and the e2e suite) can tell marketing noise from application errors.
 */
export function reportMarketingError(tracker: string, error: unknown, event?: string): void {
  console.error(`[marketing] ${tracker}${event ? ` ${event}` : ''} 추적 오류:`, error instanceof Error ? error.message : error);
}
