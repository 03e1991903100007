import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { TRACKER_NAMES, type TrackerName } from '@mall/shared-contracts';
import { createEventBus } from '../../platform/event-bus';
import { startTrackers } from '../start-trackers';
import { createTrackRecorder } from '../track-recorder';
import type { TrackerFactory, VendorWindow } from '../types';

/** A fake vendor per tracker: its script "loads" when dispatched, and it records what it receives. */
function fakeVendors(behaviour: Partial<Record<TrackerName, 'script fails' | 'no global' | 'throws'>>) {
  const received: Record<string, string[]> = {};
  const win = {} as VendorWindow;
  const factories = Object.fromEntries(
    TRACKER_NAMES.map((name): [TrackerName, TrackerFactory] => [
      name,
      () => ({
        name,
        scriptUrl: `https://vendor.example/${name}.js`,
        isReady: () => behaviour[name] !== 'no global' && win[name] === true,
        handlers: {
          'track.pageView': ({ path }) => {
            if (behaviour[name] === 'throws') throw new Error('vendor bug');
            (received[name] ??= []).push(path);
          },
          'track.goodsView': null,
          'track.addToCart': null,
          'track.search': null,
          'track.cartView': null,
          'track.purchase': null,
          'track.registrationComplete': null,
        },
      }),
    ]),
  ) as Record<TrackerName, TrackerFactory>;
  // Plays the browser: each vendor script loads (or fails) and defines its global.
  const serveScripts = () =>
    document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://vendor.example/"]').forEach((script) => {
      const name = script.src.replace(/^.*\/(\w+)\.js$/, '$1');
      if (behaviour[name as TrackerName] === 'script fails') return script.dispatchEvent(new Event('error'));
      win[name] = true;
      script.dispatchEvent(new Event('load'));
    });
  return { received, win, factories, serveScripts };
}

const allAccounts = Object.fromEntries(TRACKER_NAMES.map((n) => [n, `${n}-id`]));

describe('startTrackers', () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    vi.useFakeTimers();
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('replays what happened before loading, then passes on live events', async () => {
    const bus = createEventBus();
    const recorder = createTrackRecorder(bus);
    bus.emit('track.pageView', { path: '/' });
    const vendors = fakeVendors({});
    const started = startTrackers({ accounts: { messengerPixel: 'kp', tagManager: 'GTM-1' }, recorder, win: vendors.win, factories: vendors.factories });
    bus.emit('track.pageView', { path: '/goods/detail/1' });
    vendors.serveScripts();
    await vi.advanceTimersByTimeAsync(100);
    expect(await started).toEqual(['messengerPixel', 'tagManager']);
    bus.emit('track.pageView', { path: '/cart' });
    expect(vendors.received).toEqual({ messengerPixel: ['/', '/goods/detail/1', '/cart'], tagManager: ['/', '/goods/detail/1', '/cart'] });
    expect(errors).not.toHaveBeenCalled();
  });

  it('a tracker without an account id is never loaded', async () => {
    const vendors = fakeVendors({});
    const started = startTrackers({
      accounts: { adService: 'AW-1', logAnalytics: '' },
      recorder: createTrackRecorder(createEventBus()),
      win: vendors.win,
      factories: vendors.factories,
    });
    expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toEqual(['https://vendor.example/adService.js']);
    vendors.serveScripts();
    await vi.advanceTimersByTimeAsync(100);
    expect(await started).toEqual(['adService']);
  });

  it('a failed script, a global that never appears and a throwing adapter are marketing errors; the others keep tracking', async () => {
    const bus = createEventBus();
    const recorder = createTrackRecorder(bus);
    const vendors = fakeVendors({ messengerPixel: 'script fails', adRetargeting: 'no global', logAnalytics: 'throws' });
    const started = startTrackers({ accounts: allAccounts, recorder, win: vendors.win, factories: vendors.factories });
    bus.emit('track.pageView', { path: '/' });
    vendors.serveScripts();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await started).toEqual(['portalAnalytics', 'logAnalytics', 'siteVisitCounter', 'tagManager', 'adService']);
    bus.emit('track.pageView', { path: '/cart' });

    const healthy = ['portalAnalytics', 'siteVisitCounter', 'tagManager', 'adService'];
    expect(Object.keys(vendors.received).sort()).toEqual(healthy.sort());
    healthy.forEach((name) => expect(vendors.received[name]).toEqual(['/', '/cart']));
    const logged = errors.mock.calls.map((c) => String(c[0]));
    expect(logged).toEqual([
      '[marketing] messengerPixel 추적 오류:',
      '[marketing] logAnalytics track.pageView 추적 오류:',
      '[marketing] adRetargeting 추적 오류:',
      '[marketing] logAnalytics track.pageView 추적 오류:',
    ]);
    expect(errors.mock.calls[0]![1]).toContain('https://vendor.example/messengerPixel.js');
  });

  it('an adapter whose factory throws is a marketing error too', async () => {
    const vendors = fakeVendors({});
    const factories = {
      ...vendors.factories,
      tagManager: () => {
        throw new Error('bad container id');
      },
    };
    const started = startTrackers({
      accounts: { tagManager: 'x', adService: 'AW-1' },
      recorder: createTrackRecorder(createEventBus()),
      win: vendors.win,
      factories,
    });
    vendors.serveScripts();
    await vi.advanceTimersByTimeAsync(100);
    expect(await started).toEqual(['adService']);
    expect(errors).toHaveBeenCalledWith('[marketing] tagManager 추적 오류:', 'bad container id');
  });
});
