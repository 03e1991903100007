import { describe, expect, it } from 'vitest';
import { MAIN_POPUP_HIDE_KEY, closeForToday, kstDate, parseKstDateTime, popupHideState } from '..';

const at = (kst: string) => parseKstDateTime(kst)!;

describe('kstDate', () => {
  it.each([
    ['2026-11-21 00:00:00', '2026-11-21'],
    ['2026-11-21 23:59:59', '2026-11-21'],
    // 15:00 UTC is already the next day in Korea
    ['2026-11-22 00:00:00', '2026-11-22'],
    ['2026-12-31 23:59:59', '2026-12-31'],
  ])('%s KST → %s', (kst, date) => expect(kstDate(at(kst))).toBe(date));

  it('uses Korea time, not the machine time zone', () => {
    expect(kstDate(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    expect(kstDate(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
  });
});

describe('closeForToday', () => {
  it('saves the key with today (KST) as the close date', () => {
    expect(closeForToday(MAIN_POPUP_HIDE_KEY, at('2026-11-21 23:30:00'))).toEqual({ key: 'IS_MAIN_POPUP_HIDE', isTodayClose: true, closeDate: '2026-11-21' });
  });
});

describe('popupHideState (spec section 4)', () => {
  const entry = (closeDate: string) => ({ key: MAIN_POPUP_HIDE_KEY, isTodayClose: true, closeDate });
  const now = at('2026-11-21 12:00:00');
  it.each([
    ['nothing saved', null, 'none'],
    ['nothing saved (undefined)', undefined, 'none'],
    ['closed today', entry('2026-11-21'), 'hidden'],
    ['closed for a later day', entry('2026-11-25'), 'hidden'],
    ['closed yesterday: expired', entry('2026-11-20'), 'stale'],
    ['closed last year: expired', entry('2025-11-21'), 'stale'],
    ['not a popup context', 'true', 'stale'],
    ['a number', 1, 'stale'],
    ['a date in another format', entry('21/11/2026'), 'stale'],
    ['missing isTodayClose', { key: MAIN_POPUP_HIDE_KEY, closeDate: '2026-11-21' }, 'stale'],
  ] as const)('%s → %s', (_label, saved, expected) => {
    expect(popupHideState(saved, now)).toBe(expected);
  });

  it('a popup closed late at night shows again just after midnight KST', () => {
    const saved = closeForToday(MAIN_POPUP_HIDE_KEY, at('2026-11-21 23:59:00'));
    expect(popupHideState(saved, at('2026-11-21 23:59:59'))).toBe('hidden');
    expect(popupHideState(saved, at('2026-11-22 00:00:00'))).toBe('stale');
  });
});
