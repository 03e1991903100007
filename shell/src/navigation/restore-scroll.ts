import { LIMITS } from '@mall/shared-contracts';

export interface ScrollTarget {
  /** Where the page is scrolled now. */
  read(): number;
  write(y: number): void;
}

export interface RestoreOptions {
  intervalMs?: number;
  maxAttempts?: number;
}

/**
 * Scrolls to `y` and tries again every 30 ms, up to 11 attempts in all (spec section 9): the
 * remote that owns the page renders its content late, so the page is too short at first and the
 * browser clamps the position. Stops as soon as the position is reached. Returns a cancel
 * function (a new navigation cancels a restore still in progress).
 */
export function restoreScroll(target: ScrollTarget, y: number, options: RestoreOptions = {}): () => void {
  const intervalMs = options.intervalMs ?? LIMITS.scrollRestoreIntervalMs;
  const maxAttempts = options.maxAttempts ?? LIMITS.scrollRestoreMaxAttempts;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    attempts++;
    target.write(y);
    if (Math.abs(target.read() - y) < 1 || attempts >= maxAttempts) return;
    timer = setTimeout(attempt, intervalMs);
  };
  attempt();
  return () => clearTimeout(timer);
}
