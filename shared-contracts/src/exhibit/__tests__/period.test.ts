import { describe, expect, it } from 'vitest';
import { formatCountdown, formatPeriod, periodCountdown, periodState } from '../period';

const period = { start_at: '2026-11-25T01:00:00.000Z', end_at: '2026-11-27T03:04:05.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('periodState', () => {
  it('is upcoming before the start, ongoing from the start until the end (excluded), ended from the end', () => {
    expect(periodState(period, at('2026-11-25T00:59:59.999Z'))).toBe('upcoming');
    expect(periodState(period, at('2026-11-25T01:00:00.000Z'))).toBe('ongoing');
    expect(periodState(period, at('2026-11-27T03:04:04.999Z'))).toBe('ongoing');
    expect(periodState(period, at('2026-11-27T03:04:05.000Z'))).toBe('ended');
  });
});

describe('formatCountdown', () => {
  it('prints days only when there is at least one, pads the clock and never goes negative', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(59_999)).toBe('00:00:59');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatCountdown(86_400_000)).toBe('1일 00:00:00');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5000)).toBe('2일 03:04:05');
  });
});

describe('periodCountdown', () => {
  it('counts to the opening, then to the end, then says it ended', () => {
    expect(periodCountdown(period, at('2026-11-25T00:00:00.000Z'))).toEqual({ state: 'upcoming', label: '오픈까지', remaining: '01:00:00', msLeft: 3_600_000 });
    expect(periodCountdown(period, at('2026-11-25T00:00:00.000Z'))).toMatchObject({ state: 'upcoming' });
    expect(periodCountdown(period, at('2026-11-25T03:04:05.000Z'))).toMatchObject({ state: 'ongoing', label: '종료까지', remaining: '2일 00:00:00' });
    expect(periodCountdown(period, at('2026-11-28T00:00:00.000Z'))).toEqual({ state: 'ended', label: '종료되었습니다', remaining: '', msLeft: null });
  });

  it('prints the period in Korea time', () => {
    expect(formatPeriod(period)).toBe('2026.11.25 10:00 ~ 2026.11.27 12:04');
  });
});
