import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from 'history';
import type { EventMap, RuntimeConfig } from '@mall/shared-contracts';
import { createEventBus } from '../../platform/event-bus';
import { setUpTracking, shouldLoadTrackers, type TrackingContext } from '../setup-tracking';

const startTrackers = vi.fn(async () => []);
vi.mock('../start-trackers', () => ({ startTrackers }));

const config = (environment: RuntimeConfig['environment'], trackers: RuntimeConfig['trackers'] = { messengerPixel: 'kp-1' }) =>
  ({ environment, trackers }) as RuntimeConfig;
const browser: TrackingContext = { browser: true, marketingCollection: true };

afterEach(() => {
  startTrackers.mockClear();
});

describe('shouldLoadTrackers: production browser context only', () => {
  it.each([
    ['production, browser, collection on, an account', config('production'), browser, true],
    ['test environment', config('test'), browser, false],
    ['development environment', config('development'), browser, false],
    ['no browser (server)', config('production'), { ...browser, browser: false }, false],
    ['marketing collection off', config('production'), { ...browser, marketingCollection: false }, false],
    ['no tracker account configured', config('production', {}), browser, false],
    ['only empty account ids', config('production', { tagManager: '' }), browser, false],
  ])('%s → %s', (_label, cfg, context, expected) => {
    expect(shouldLoadTrackers(cfg, context)).toBe(expected);
  });
});

describe('setUpTracking', () => {
  const setUp = (environment: RuntimeConfig['environment']) => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const bus = createEventBus();
    const views: EventMap['track.pageView'][] = [];
    bus.on('track.pageView', (p) => views.push(p));
    setUpTracking({ config: config(environment), bus, history }, browser);
    return { history, views };
  };

  it('emits a page view for the landing path and each new pathname, not for query or hash changes', () => {
    const { history, views } = setUp('test');
    history.push('/goods/detail/3');
    history.push('/goods/detail/3?tab=review');
    history.push('/goods/detail/3#image-zoom');
    history.push('/cart');
    history.back();
    expect(views.map((v) => v.path)).toEqual(['/', '/goods/detail/3', '/cart', '/goods/detail/3']);
  });

  it('imports the tracker chunk after first paint in production, with what was recorded from the start', async () => {
    setUp('production');
    expect(startTrackers).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(startTrackers).toHaveBeenCalledTimes(1));
    const [{ accounts, recorder }] = startTrackers.mock.calls[0] as unknown as [{ accounts: unknown; recorder: { subscribe: (l: unknown) => void } }];
    expect(accounts).toEqual({ messengerPixel: 'kp-1' });
    const replayed: unknown[] = [];
    recorder.subscribe((name: string, payload: unknown) => replayed.push([name, payload]));
    expect(replayed).toEqual([['track.pageView', { path: '/' }]]);
  });

  it('never imports the tracker chunk outside production', async () => {
    setUp('test');
    setUp('development');
    // A production set-up after them: once its import has run, theirs would have too.
    setUp('production');
    await vi.waitFor(() => expect(startTrackers).toHaveBeenCalled());
    expect(startTrackers).toHaveBeenCalledTimes(1);
  });
});
