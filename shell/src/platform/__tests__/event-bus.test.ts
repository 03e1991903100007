import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('contract validation (production builds too, docs/adr/0017)', () => {
    it('drops an invalid payload and reports it, never throwing at the emitter; valid ones go through at once', () => {
      const reports: [string, string][] = [];
      const bus = createEventBus({ report: (name, reason) => reports.push([name, reason]) });
      const got: unknown[] = [];
      bus.on('cart.countChanged', (p) => got.push(p));
      expect(() => {
        bus.emit('cart.countChanged', { count: -1 });
        bus.emit('cart.countChanged', { count: 1.5 });
        bus.emit('cart.countChanged', { count: 'x' } as never);
        bus.emit('cart.countChanged', { count: 4 });
      }).not.toThrow();
      expect(got).toEqual([{ count: 4 }]);
      expect(reports.map(([name]) => name)).toEqual(['cart.countChanged', 'cart.countChanged', 'cart.countChanged']);
      expect(reports[0]![1]).toMatch(/^count: /);
    });

    it('drops an event its contracts do not know (a remote built against newer ones) and reports it', () => {
      const reports: string[] = [];
      const bus = createEventBus({ report: (name, reason) => reports.push(`${name} ${reason}`) });
      expect(() => bus.emit('catalog.viewed' as never, {} as never)).not.toThrow();
      expect(() => bus.emit('toString' as never, {} as never)).not.toThrow();
      expect(reports).toEqual(['catalog.viewed 알 수 없는 이벤트', 'toString 알 수 없는 이벤트']);
    });

    it('reports to the console and as a window event by default', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const seen: unknown[] = [];
      const listen = (e: Event) => seen.push((e as CustomEvent).detail);
      window.addEventListener('mall:event-rejected', listen);
      const bus = createEventBus();
      bus.emit('session.changed', { state: 'admin', loginId: null } as never);
      bus.emit('track.addToCart', { items: [] });
      window.removeEventListener('mall:event-rejected', listen);
      expect(error).toHaveBeenCalledTimes(2);
      expect(seen).toEqual([expect.objectContaining({ name: 'session.changed' }), expect.objectContaining({ name: 'track.addToCart' })]);
    });

    it('hands every event, valid or not, to the test tap first', () => {
      const tapped: string[] = [];
      const bus = createEventBus({ tap: (name) => tapped.push(name), report: () => undefined });
      bus.emit('cart.countChanged', { count: -1 });
      bus.emit('cart.countChanged', { count: 1 });
      expect(tapped).toEqual(['cart.countChanged', 'cart.countChanged']);
    });
  });
});
