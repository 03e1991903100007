import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventMap } from '@mall/shared-contracts';
import { createEventBus } from '../event-bus';

afterEach(() => {
  vi.restoreAllMocks();
});

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

  describe('in a production build', () => {
    beforeEach(() => {
      vi.stubEnv('NODE_ENV', 'production');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('drops an invalid payload, reports it with the emit’s stack, and never throws at the emitter', () => {
      const onInvalid = vi.fn();
      const bus = createEventBus({ onInvalid });
      const got: unknown[] = [];
      bus.on('cart.countChanged', (p) => got.push(p));
      expect(() => bus.emit('cart.countChanged', { count: -1 })).not.toThrow();
      bus.emit('cart.countChanged', { count: 1.5 });
      bus.emit('cart.countChanged', { count: 'x' } as never);
      bus.emit('cart.countChanged', { count: 4 });
      expect(got).toEqual([{ count: 4 }]);
      expect(onInvalid).toHaveBeenCalledTimes(3);
      const [name, reason, stack] = onInvalid.mock.calls[0] as [string, string, string];
      expect(name).toBe('cart.countChanged');
      expect(reason).toMatch(/^count: /);
      expect(stack).toMatch(/event-bus\.test\.ts/);
    });

    it('delivers valid payloads synchronously, drops unknown events and broken nested payloads', () => {
      const onInvalid = vi.fn();
      const bus = createEventBus({ onInvalid });
      const got: unknown[] = [];
      bus.on('session.changed', (p) => got.push(p));
      bus.emit('session.changed', { state: 'visitor', loginId: null });
      expect(got).toEqual([{ state: 'visitor', loginId: null }]);
      bus.emit('session.changed', { state: 'admin', loginId: null } as never);
      bus.emit('track.addToCart', { items: [] });
      bus.emit('order.placed' as never, {} as never);
      bus.emit('session.changed', { state: 'member', loginId: 'kim01' });
      expect(got).toEqual([
        { state: 'visitor', loginId: null },
        { state: 'member', loginId: 'kim01' },
      ]);
      expect(onInvalid.mock.calls.map(([name, reason]) => [name, reason])).toEqual([
        ['session.changed', expect.stringMatching(/^state: /)],
        ['track.addToCart', expect.stringMatching(/^items: /)],
        ['order.placed', 'unknown event'],
      ]);
    });

    it('hands every event, valid or not, to the tap first', () => {
      const tapped: string[] = [];
      const bus = createEventBus({ tap: (name) => tapped.push(name) });
      bus.emit('track.pageView', { path: '/' });
      bus.emit('track.pageView', { path: 1 } as never);
      expect(tapped).toEqual(['track.pageView', 'track.pageView']);
    });
  });
});
