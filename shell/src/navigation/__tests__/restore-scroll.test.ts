import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@mall/shared-contracts';
import { restoreScroll, type ScrollTarget } from '../restore-scroll';

/** A page whose height grows as the remote's content arrives: the browser clamps scrolls to it. */
function growingPage(heightAt: (ms: number) => number) {
  let y = 0;
  const writes: number[] = [];
  const target: ScrollTarget = {
    read: () => y,
    write: (wanted) => {
      writes.push(Date.now());
      y = Math.min(wanted, heightAt(Date.now()));
    },
  };
  return { target, writes };
}

describe('restoreScroll (spec section 9: every 30 ms, up to 11 times)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect(LIMITS.scrollRestoreIntervalMs).toBe(30);
    expect(LIMITS.scrollRestoreMaxAttempts).toBe(11);
  });

  it('reaches the position at once when the content is already there', () => {
    const page = growingPage(() => 5000);
    restoreScroll(page.target, 1200);
    expect(page.target.read()).toBe(1200);
    expect(page.writes).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(page.writes).toHaveLength(1);
  });

  it('retries every 30 ms until late content makes the position reachable', () => {
    const page = growingPage((ms) => (ms >= 100 ? 5000 : 300));
    restoreScroll(page.target, 1200);
    expect(page.target.read()).toBe(300);
    vi.advanceTimersByTime(90);
    expect(page.target.read()).toBe(300);
    expect(page.writes).toEqual([0, 30, 60, 90]);
    vi.advanceTimersByTime(30);
    expect(page.target.read()).toBe(1200);
    expect(page.writes).toEqual([0, 30, 60, 90, 120]);
    vi.advanceTimersByTime(1000);
    expect(page.writes).toHaveLength(5);
  });

  it('gives up after 11 attempts when the page never gets tall enough', () => {
    const page = growingPage(() => 300);
    restoreScroll(page.target, 1200);
    vi.advanceTimersByTime(10_000);
    expect(page.writes).toHaveLength(11);
    expect(page.writes.at(-1)).toBe(300);
    expect(page.target.read()).toBe(300);
  });

  it('stops when cancelled by the next navigation', () => {
    const page = growingPage(() => 300);
    const cancel = restoreScroll(page.target, 1200);
    vi.advanceTimersByTime(60);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(page.writes).toHaveLength(3);
  });
});
