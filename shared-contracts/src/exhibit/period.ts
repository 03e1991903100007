import { formatDisplayDate, formatKstDateTime } from '../rules/datetime';

// Also published alone as `@mall/shared-contracts/exhibit/period`: the main page counts down with it
// without carrying the exhibit zod schemas (ADR 0008). Keep this module free of zod.

/**
 * Every exhibition (planning event, time deal, live room, raffle…) is open from `start_at` until
 * `end_at`: before it is upcoming, then ongoing, then ended. The server answers the state it saw;
 * a page keeps it current with `periodState` as the clock moves (a countdown reaching zero).
 */
export type PeriodState = 'upcoming' | 'ongoing' | 'ended';

export interface Period {
  start_at: string;
  end_at: string;
}

export const PERIOD_STATES = ['upcoming', 'ongoing', 'ended'] as const satisfies readonly PeriodState[];

export const PERIOD_STATE_LABELS: Readonly<Record<PeriodState, string>> = { upcoming: '오픈 예정', ongoing: '진행 중', ended: '종료' };

/** Upcoming before `start_at`, ongoing from it until `end_at` (excluded), ended from then on. */
export function periodState(period: Period, now: number): PeriodState {
  if (now < Date.parse(period.start_at)) return 'upcoming';
  if (now < Date.parse(period.end_at)) return 'ongoing';
  return 'ended';
}

/** `2일 03:04:05`, or `03:04:05` under a day; never negative (a passed moment reads 00:00:00). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days.toString()}일 ${clock}` : clock;
}

export interface PeriodCountdown {
  state: PeriodState;
  /** What the countdown counts to: the opening, the end, or nothing (ended). */
  label: string;
  /** `2일 03:04:05` until that moment; empty once ended. */
  remaining: string;
  /** Milliseconds until the state changes; null once ended. */
  msLeft: number | null;
}

/** The countdown a shopper sees: `오픈까지 …` before, `종료까지 …` during, `종료되었습니다` after. */
export function periodCountdown(period: Period, now: number): PeriodCountdown {
  const state = periodState(period, now);
  if (state === 'ended') return { state, label: '종료되었습니다', remaining: '', msLeft: null };
  const target = Date.parse(state === 'upcoming' ? period.start_at : period.end_at);
  return { state, label: state === 'upcoming' ? '오픈까지' : '종료까지', remaining: formatCountdown(target - now), msLeft: target - now };
}

/** `2026.11.20 10:00` in Korea time. */
export function formatMoment(iso: string): string {
  const kst = formatKstDateTime(new Date(iso));
  return `${formatDisplayDate(kst)} ${kst.slice(11, 16)}`;
}

/** `2026.11.20 10:00 ~ 2026.12.05 23:59` in Korea time, as the period line of an exhibition reads. */
export function formatPeriod(period: Period): string {
  return `${formatMoment(period.start_at)} ~ ${formatMoment(period.end_at)}`;
}
