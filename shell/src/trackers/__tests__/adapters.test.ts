import { describe, expect, it } from 'vitest';
import { TRACKER_NAMES } from '@mall/shared-contracts';
import { TRACKER_FACTORIES } from '../adapters';
import { TRACK_EVENT_NAMES } from '../track-events';
import { dispatch, fakeWindow, recordingObject } from './fake-vendor-window';

describe('every adapter', () => {
  it.each(TRACKER_NAMES)('%s decides on every tracking fact and names a real https vendor script', (name) => {
    const adapter = TRACKER_FACTORIES[name]('ACCOUNT-1', fakeWindow());
    expect(adapter.name).toBe(name);
    expect(Object.keys(adapter.handlers).sort()).toEqual([...TRACK_EVENT_NAMES].sort());
    expect(adapter.scriptUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.(net|com)\//);
    expect(adapter.isReady()).toBe(false);
  });
});

describe('messenger-platform pixel', () => {
  const setUp = () => {
    const calls: unknown[][] = [];
    const win = fakeWindow();
    const adapter = TRACKER_FACTORIES.messengerPixel('kp-1', win);
    win.kakaoPixel = (id: string) => recordingObject(calls, [id]);
    return { calls, adapter };
  };

  it('maps every fact to the pixel call of that name, with the track id', () => {
    const { calls, adapter } = setUp();
    expect(adapter.isReady()).toBe(true);
    for (const name of ['track.pageView', 'track.goodsView', 'track.addToCart', 'track.search', 'track.cartView', 'track.registrationComplete'] as const)
      dispatch(adapter, name);
    expect(calls).toEqual([
      ['kp-1', 'pageView'],
      ['kp-1', 'viewContent', { id: '7', tag: '린넨 셔츠' }],
      ['kp-1', 'addToCart', { id: '7', tag: '린넨 셔츠' }],
      ['kp-1', 'addToCart', { id: '9', tag: '면 바지' }],
      ['kp-1', 'search', { keyword: '셔츠' }],
      ['kp-1', 'viewCart'],
      ['kp-1', 'completeRegistration'],
    ]);
  });

  it('a purchase carries the quantity, the total price, KRW and the products', () => {
    const { calls, adapter } = setUp();
    dispatch(adapter, 'track.purchase');
    expect(calls).toEqual([
      [
        'kp-1',
        'purchase',
        {
          total_quantity: '3',
          total_price: '91200',
          currency: 'KRW',
          products: [
            { id: '7', name: '린넨 셔츠', quantity: '2', price: '44100' },
            { id: '9', name: '면 바지', quantity: '1', price: '3000' },
          ],
        },
      ],
    ]);
  });
});

describe('portal common analytics', () => {
  const setUp = () => {
    const calls: unknown[][] = [];
    const win = fakeWindow();
    const adapter = TRACKER_FACTORIES.portalAnalytics('s_abc123', win);
    adapter.prepare?.();
    win.wcs = { inflow: (d: string) => calls.push(['inflow', d]), cnv: (type: string, value: string) => `${type},${value}` };
    win.wcs_do = (nasa: unknown) => calls.push(['wcs_do', nasa]);
    return { calls, adapter, win };
  };

  it('sets the account before the script runs and logs a page view per path change', () => {
    const { calls, adapter, win } = setUp();
    expect(win.wcs_add).toEqual({ wa: 's_abc123' });
    expect(adapter.isReady()).toBe(true);
    adapter.start?.();
    dispatch(adapter, 'track.pageView');
    expect(calls).toEqual([
      ['inflow', 'mall.example'],
      ['wcs_do', {}],
    ]);
  });

  it('conversion type 1 with the payment price on purchase, type 2 on registration, nothing else', () => {
    const { calls, adapter } = setUp();
    const handled = (['track.goodsView', 'track.addToCart', 'track.search', 'track.cartView'] as const).map((n) => dispatch(adapter, n));
    expect(handled).toEqual([false, false, false, false]);
    dispatch(adapter, 'track.purchase');
    dispatch(adapter, 'track.registrationComplete');
    expect(calls).toEqual([
      ['wcs_do', { cnv: '1,91200' }],
      ['wcs_do', { cnv: '2,1' }],
    ]);
  });
});

describe('ad retargeting', () => {
  const run = (desktop: boolean, names: Parameters<typeof dispatch>[1][], path?: string) => {
    const win = fakeWindow(desktop);
    const adapter = TRACKER_FACTORIES.adRetargeting('12345', win);
    adapter.prepare?.();
    win.Criteo = {};
    expect(adapter.isReady()).toBe(true);
    if (path) adapter.handlers['track.pageView']!({ path });
    names.forEach((n) => dispatch(adapter, n));
    // Every event follows the account and the site type: keep only the events.
    return (win.criteo_q as { event: string }[]).filter((e) => e.event !== 'setAccount' && e.event !== 'setSiteType');
  };

  it('queues each event after the account and the site type (m on mobile, d on desktop)', () => {
    const win = fakeWindow(true);
    const adapter = TRACKER_FACTORIES.adRetargeting('12345', win);
    adapter.prepare?.();
    dispatch(adapter, 'track.goodsView');
    expect(win.criteo_q).toEqual([
      { event: 'setAccount', account: '12345' },
      { event: 'setSiteType', type: 'd' },
      { event: 'viewItem', item: '7' },
    ]);
    expect(run(false, [], '/')).toEqual([{ event: 'viewHome' }]);
  });

  it('maps item, list, basket, add-to-cart per item and sale; other pages and registration are not tagged', () => {
    const events = run(false, ['track.pageView', 'track.addToCart', 'track.search', 'track.cartView', 'track.purchase', 'track.registrationComplete']);
    expect(events).toEqual([
      { event: 'addToCart', item: [{ id: '7', price: 44100, quantity: 2 }] },
      { event: 'addToCart', item: [{ id: '9', price: 39000, quantity: 1 }] },
      { event: 'viewList', item: [], keywords: '셔츠' },
      { event: 'viewBasket', item: [{ id: '7', price: 44100, quantity: 2 }] },
      {
        event: 'trackTransaction',
        id: '20261121-0000042',
        currency: 'KRW',
        item: [
          { id: '7', price: 44100, quantity: 2 },
          { id: '9', price: 3000, quantity: 1 },
        ],
      },
    ]);
  });
});

describe('site-visit counter', () => {
  it('leaves the landing page to the counter script, then records each later page view; it counts nothing else', () => {
    const win = fakeWindow();
    const adapter = TRACKER_FACTORIES.siteVisitCounter('13012345:a1b2c3d4', win);
    adapter.prepare?.();
    expect([win.sc_project, win.sc_security, win.sc_invisible]).toEqual([13012345, 'a1b2c3d4', 1]);
    const calls: unknown[][] = [];
    win._statcounter = recordingObject(calls);
    expect(adapter.isReady()).toBe(true);
    dispatch(adapter, 'track.pageView');
    expect(calls).toEqual([]);
    dispatch(adapter, 'track.pageView');
    dispatch(adapter, 'track.pageView');
    expect(calls).toEqual([['record_pageview'], ['record_pageview']]);
    const others = (['track.goodsView', 'track.addToCart', 'track.search', 'track.cartView', 'track.purchase', 'track.registrationComplete'] as const).map(
      (n) => dispatch(adapter, n),
    );
    expect(others.every((handled) => !handled)).toBe(true);
  });
});
