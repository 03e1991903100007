import { describe, expect, it } from 'vitest';
import { TRACKER_FACTORIES } from '../adapters';
import { AD_SERVICE_DATA_LAYER } from '../adapters/ad-service';
import { TRACK_EVENT_NAMES } from '../track-events';
import { dispatch, fakeWindow, recordingObject } from './fake-vendor-window';
import { SAMPLE } from './sample-events';

const shirtLine = { item_id: '7', item_name: '린넨 셔츠', price: 44100, quantity: 2 };

describe('log analytics', () => {
  it('inits with the key, logs every fact, and passes the login id to the log service on registration', () => {
    const calls: unknown[][] = [];
    const win = fakeWindow();
    const adapter = TRACKER_FACTORIES.logAnalytics('key-1', win);
    win.amplitude = recordingObject(calls);
    expect(adapter.isReady()).toBe(true);
    adapter.start?.();
    TRACK_EVENT_NAMES.forEach((n) => expect(dispatch(adapter, n)).toBe(true));
    expect(calls[0]).toEqual(['init', 'key-1', { autocapture: false }]);
    expect(calls.slice(1).map((c) => c[1] ?? c[0])).toEqual([
      'page_view',
      'goods_view',
      'add_to_cart',
      'add_to_cart',
      'search',
      'cart_view',
      'purchase',
      'newbie01',
      'registration_complete',
    ]);
    expect(calls).toContainEqual(['track', 'purchase', expect.objectContaining({ quantity: 3, total_price: 91200, currency: 'KRW' })]);
    expect(calls).toContainEqual(['track', 'cart_view', expect.objectContaining({ value: 88200 })]);
    expect(calls.slice(-2)).toEqual([
      ['setUserId', 'newbie01'],
      ['track', 'registration_complete', { login_id: 'newbie01' }],
    ]);
  });
});

describe('tag manager', () => {
  const setUp = () => {
    const win = fakeWindow();
    const adapter = TRACKER_FACTORIES.tagManager('GTM-ABC1', win);
    adapter.prepare?.();
    const layer = win.dataLayer as Record<string, unknown>[];
    expect(layer[0]).toMatchObject({ event: 'gtm.js' });
    layer.length = 0;
    return { adapter, win, layer };
  };

  it('waits for its own container and loads gtm.js with the container id', () => {
    const { adapter, win } = setUp();
    expect(adapter.scriptUrl).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1');
    win.google_tag_manager = { 'GTM-OTHER': {} };
    expect(adapter.isReady()).toBe(false);
    win.google_tag_manager = { 'GTM-ABC1': {} };
    expect(adapter.isReady()).toBe(true);
  });

  it('pushes ecommerce events in KRW, clearing the previous ecommerce object first', () => {
    const { adapter, layer } = setUp();
    TRACK_EVENT_NAMES.forEach((n) => dispatch(adapter, n));
    const events = layer.filter((e) => e.event);
    expect(events.map((e) => e.event)).toEqual(['page_view', 'view_item', 'add_to_cart', 'add_to_cart', 'search', 'view_cart', 'purchase', 'sign_up']);
    expect(layer.filter((e) => 'ecommerce' in e && e.ecommerce === null)).toHaveLength(5);
    expect(events[0]).toEqual({ event: 'page_view', page_path: '/goods/detail/7' });
    expect(events[1]).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'KRW',
        value: 44100,
        items: [{ item_id: '7', item_name: '린넨 셔츠', item_brand: '모노하우스', item_category: '의류>상의>셔츠', price: 44100, quantity: 1 }],
      },
    });
    expect(events[2]).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'KRW', value: 88200, items: [shirtLine] } });
    expect(events[4]).toEqual({ event: 'search', search_term: '셔츠' });
    expect(events[5]).toEqual({ event: 'view_cart', ecommerce: { currency: 'KRW', value: 88200, items: [shirtLine] } });
    expect(events[6]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: '20261121-0000042', value: 91200, currency: 'KRW' } });
  });
});

describe('ad service', () => {
  it('queues gtag commands as Arguments on its own data layer, every event sent to its tag', () => {
    const win = fakeWindow();
    const adapter = TRACKER_FACTORIES.adService('AW-777', win);
    expect(adapter.scriptUrl).toBe(`https://www.googletagmanager.com/gtag/js?id=AW-777&l=${AD_SERVICE_DATA_LAYER}`);
    adapter.prepare?.();
    TRACK_EVENT_NAMES.forEach((n) => dispatch(adapter, n));
    const layer = win[AD_SERVICE_DATA_LAYER] as IArguments[];
    expect(Object.prototype.toString.call(layer[0])).toBe('[object Arguments]');
    const commands = layer.map((args) => Array.from(args));
    expect(commands[0]![0]).toBe('js');
    expect(commands[1]).toEqual(['config', 'AW-777', { send_page_view: false }]);
    const events = commands.slice(2);
    expect(events.every(([cmd, , params]) => cmd === 'event' && (params as { send_to: string }).send_to === 'AW-777')).toBe(true);
    expect(events.map((e) => e[1])).toEqual(['page_view', 'view_item', 'add_to_cart', 'add_to_cart', 'search', 'view_cart', 'purchase', 'sign_up']);
    expect(events[1]![2]).toEqual({ send_to: 'AW-777', value: 44100, currency: 'KRW', items: [{ id: '7', google_business_vertical: 'retail' }] });
    expect(events[6]![2]).toMatchObject({ transaction_id: SAMPLE['track.purchase'].orderId, value: 91200, currency: 'KRW' });
    expect(win.dataLayer).toBeUndefined();
  });
});
