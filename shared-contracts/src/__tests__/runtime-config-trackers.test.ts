import { describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '../schemas/runtime-config';
import { TRACKER_NAMES } from '../constants';

const base = {
  environment: 'production',
  apiBaseUrl: '/',
  remotes: Object.fromEntries(['catalog', 'exhibit', 'mypage', 'order', 'cs_center'].map((r) => [r, `http://localhost/${r}/mf-manifest.json`])),
  maintenance: { MM_MAINTENANCE_START_AT: null, MM_MAINTENANCE_END_AT: null, MM_MAINTENANCE_START_WITHOUT_END: false },
};

describe('runtime config: tracker accounts', () => {
  it('names the seven trackers of spec section 7', () => {
    expect(TRACKER_NAMES).toHaveLength(7);
  });

  it.each([
    ['no trackers (every existing config)', {}, {}],
    ['one account', { tagManager: 'GTM-ABC1' }, { tagManager: 'GTM-ABC1' }],
    ['all seven', Object.fromEntries(TRACKER_NAMES.map((n) => [n, `${n}-id`])), Object.fromEntries(TRACKER_NAMES.map((n) => [n, `${n}-id`]))],
    ['an unknown key is dropped, not an error', { someOldTracker: 'x', adService: 'AW-1' }, { adService: 'AW-1' }],
  ])('%s', (_label, trackers, expected) => {
    const parsed = RuntimeConfigSchema.safeParse({ ...base, trackers });
    expect(parsed.success && parsed.data.trackers).toEqual(expected);
  });

  it('an account id must be a string', () => {
    expect(RuntimeConfigSchema.safeParse({ ...base, trackers: { messengerPixel: 123 } }).success).toBe(false);
  });
});
