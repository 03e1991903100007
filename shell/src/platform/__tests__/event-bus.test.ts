import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventMap } from '@mall/shared-contracts';
import { createEventBus } from '../event-bus';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The schemas are a dynamic import: on a loaded CI machine the first one can take longer than waitFor's 1 s default. */
const SCHEMAS_LOADED = { timeout: 10_000 };

describe('event bus', () => {
  it('delivers typed payloads to listeners of that event only', () => {
    const bus = createEventBus();
    const counts: number[] = [];
    const wishes: EventMap['wish.changed'][] = [];
    bus.on('cart.countChanged', ({ count }) => counts.push(count));
    bus.on('wish.changed', (p) => wishes.push(p));
    bus.emit('cart.countChanged', { count: 3 });
    expect(counts).toEqual([3]);
    expect(wishes).toEqual([]);
  });

  it('unsubscribe stops delivery to that listener only', () => {
    const bus = createEventBus();
    const a: number[] = [];
    const b: number[] = [];
    const offA = bus.on('cart.countChanged', ({ count }) => a.push(count));
    bus.on('cart.countChanged', ({ count }) => b.push(count));
    bus.emit('cart.countChanged', { count: 1 });
    offA();
    bus.emit('cart.countChanged', { count: 2 });
    expect(a).toEqual([1]);
    expect(b).toEqual([1, 2]);
  });

  it('a throwing listener does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createEventBus();
    const got: string[] = [];
    bus.on('track.pageView', () => {
      throw new Error('tracker down');
    });
    bus.on('track.pageView', ({ path }) => got.push(path));
    expect(() => bus.emit('track.pageView', { path: '/cart' })).not.toThrow();
    expect(got).toEqual(['/cart']);
    expect(error).toHaveBeenCalled();
  });

  describe('with contract validation on', () => {
    it('does not deliver an invalid payload and delivers a valid one (schemas still loading)', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const bus = createEventBus(true);
      const got: unknown[] = [];
      bus.on('cart.countChanged', (p) => got.push(p));
      bus.emit('cart.countChanged', { count: -1 });
      bus.emit('cart.countChanged', { count: 1.5 });
      bus.emit('cart.countChanged', { count: 'x' } as never);
      bus.emit('cart.countChanged', { count: 4 });
      await vi.waitFor(() => expect(got).toHaveLength(1), SCHEMAS_LOADED);
      expect(got).toEqual([{ count: 4 }]);
    });

    it('validates synchronously once the schemas are loaded', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const bus = createEventBus(true);
      const got: unknown[] = [];
      bus.on('session.changed', (p) => got.push(p));
      bus.emit('session.changed', { state: 'visitor', loginId: null });
      await vi.waitFor(() => expect(got).toHaveLength(1), SCHEMAS_LOADED);
      bus.emit('session.changed', { state: 'admin', loginId: null } as never);
      bus.emit('track.addToCart', { items: [] });
      bus.emit('session.changed', { state: 'member', loginId: 'kim01' });
      expect(got).toEqual([
        { state: 'visitor', loginId: null },
        { state: 'member', loginId: 'kim01' },
      ]);
      expect(error).toHaveBeenCalledTimes(2);
    });
  });

  it('without validation delivers synchronously and does not check payloads', () => {
    const bus = createEventBus(false);
    const got: unknown[] = [];
    bus.on('cart.countChanged', (p) => got.push(p));
    bus.emit('cart.countChanged', { count: -1 });
    expect(got).toEqual([{ count: -1 }]);
  });
});
