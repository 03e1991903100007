import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAttemptKey } from '../idempotency';

describe('useAttemptKey', () => {
  it('keeps the key while the request is the same, and takes a new one when it changes', () => {
    const { result, rerender } = renderHook(() => useAttemptKey());
    const first = result.current({ ids: [1, 2] });
    rerender();
    expect(result.current({ ids: [1, 2] })).toBe(first);
    const changed = result.current({ ids: [1] });
    expect(changed).not.toBe(first);
    expect(changed).toMatch(/^[0-9a-f-]{36}$/);
    // Back to the first request: a new attempt, not the old key.
    expect(result.current({ ids: [1, 2] })).not.toBe(first);
  });

  it('forget ends the attempt: the same request gets a new key', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current('order');
    result.current.forget();
    const again = result.current('order');
    expect(again).not.toBe(first);
    expect(result.current('order')).toBe(again);
  });

  it('is the same function across renders (safe in effects and callbacks)', () => {
    const { result, rerender } = renderHook(() => useAttemptKey());
    const fn = result.current;
    rerender();
    expect(result.current).toBe(fn);
  });
});
