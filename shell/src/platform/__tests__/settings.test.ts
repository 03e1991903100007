import { describe, expect, it } from 'vitest';
import axios from 'axios';
import { API, LIMITS } from '@mall/shared-contracts';
import { createFakeAdapter, fail, ok } from '@mall/shared-ui/testing';
import { createSettings } from '../settings';

function setup(reply = ok({ shop: { name: '케이몰' } })) {
  const server = createFakeAdapter({ [`GET ${API.settings}`]: reply });
  const http = axios.create({ adapter: server.adapter });
  let now = 1_000_000;
  const settings = createSettings(http, () => now);
  return {
    server,
    settings,
    tick: (ms: number) => {
      now += ms;
    },
    count: () => server.requests.filter((r) => r.url === API.settings).length,
  };
}

describe('settings (5-minute cache)', () => {
  it('makes one request for concurrent and later callers within 5 minutes', async () => {
    const t = setup();
    const [a, b] = await Promise.all([t.settings.get(), t.settings.get()]);
    expect(a).toEqual({ shop: { name: '케이몰' } });
    expect(b).toBe(a);
    t.tick(LIMITS.settingsCacheMs - 1);
    await t.settings.get();
    expect(t.count()).toBe(1);
  });

  it('makes a new request once 5 minutes have passed', async () => {
    const t = setup();
    await t.settings.get();
    t.tick(LIMITS.settingsCacheMs);
    await t.settings.get();
    expect(t.count()).toBe(2);
    t.tick(1000);
    await t.settings.get();
    expect(t.count()).toBe(2);
  });

  it('does not cache a failed request', async () => {
    const t = setup(fail(500, '점검 중'));
    await expect(t.settings.get()).rejects.toBeTruthy();
    t.server.routes[`GET ${API.settings}`] = ok({ shop: { name: '케이몰' } });
    await expect(t.settings.get()).resolves.toEqual({ shop: { name: '케이몰' } });
    expect(t.count()).toBe(2);
  });

  it('asks the shell http not to alert (the caller decides)', async () => {
    const t = setup();
    await t.settings.get();
    expect(t.server.requests[0]!.config.skipErrorAlert).toBe(true);
  });
});

describe('settings (current value and subscribers)', () => {
  it('keeps the last answer and tells subscribers about each new one', async () => {
    const t = setup();
    const seen: unknown[] = [];
    const off = t.settings.subscribe((s) => seen.push(s));
    expect(t.settings.current()).toBeNull();
    await t.settings.get();
    expect(t.settings.current()).toEqual({ shop: { name: '케이몰' } });
    expect(seen).toHaveLength(1);
    await t.settings.get();
    expect(seen).toHaveLength(1);
    t.tick(LIMITS.settingsCacheMs);
    await t.settings.get();
    expect(seen).toHaveLength(2);
    off();
    t.tick(LIMITS.settingsCacheMs);
    await t.settings.get();
    expect(seen).toHaveLength(2);
  });

  it('keeps the last answer when a later request fails', async () => {
    const t = setup();
    await t.settings.get();
    t.server.routes[`GET ${API.settings}`] = fail(503, '점검 중');
    t.tick(LIMITS.settingsCacheMs);
    await expect(t.settings.get()).rejects.toBeTruthy();
    expect(t.settings.current()).toEqual({ shop: { name: '케이몰' } });
  });
});
