import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@mall/shared-contracts';
import { loadScript, waitForGlobal } from '../lazy-script';

describe('waitForGlobal (spec: up to 10 checks of 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec limits', () => {
    expect([LIMITS.lazyScriptChecks, LIMITS.lazyScriptIntervalMs]).toEqual([10, 100]);
  });

  it('checks once per 100 ms and resolves at the check that finds the global', async () => {
    const isReady = vi.fn(() => isReady.mock.calls.length >= 3);
    let settled = false;
    const done = waitForGlobal(isReady).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(isReady).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(isReady).toHaveBeenCalledTimes(3);
  });

  it('a global that appears at the 10th check (1000 ms) is still taken', async () => {
    const isReady = vi.fn(() => isReady.mock.calls.length === 10);
    const done = waitForGlobal(isReady);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBeUndefined();
  });

  it('gives up after exactly 10 checks when the global never appears', async () => {
    const isReady = vi.fn(() => false);
    const done = waitForGlobal(isReady);
    const outcome = done.then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(isReady).toHaveBeenCalledTimes(9);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(/10번/);
    await vi.advanceTimersByTimeAsync(5000);
    expect(isReady).toHaveBeenCalledTimes(10);
  });

  it('a check that throws counts as not ready', async () => {
    let n = 0;
    const done = waitForGlobal(() => {
      n += 1;
      if (n < 2) throw new Error('vendor half-loaded');
      return true;
    });
    await vi.advanceTimersByTimeAsync(200);
    await expect(done).resolves.toBeUndefined();
  });
});

describe('loadScript', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

  it('adds one async script and resolves when it has loaded', async () => {
    const loaded = loadScript('https://vendor.example/tag.js');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://vendor.example/tag.js"]')!;
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects when the script fails to load', async () => {
    const loaded = loadScript('https://vendor.example/down.js');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('https://vendor.example/down.js');
  });
});
