import type { PopupContext } from '../types';
import { formatKstDateTime } from './datetime';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Korea Standard Time, `YYYY-MM-DD` (the popup close date format). */
export function kstDate(now: Date = new Date()): string {
  return formatKstDateTime(now).slice(0, 10);
}

/** What "오늘 하루 보지 않기" saves: the popup stays closed through today (KST). */
export function closeForToday(key: string, now: Date = new Date()): PopupContext {
  return { key, isTodayClose: true, closeDate: kstDate(now) };
}

const isPopupContext = (value: unknown): value is PopupContext =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PopupContext).key === 'string' &&
  typeof (value as PopupContext).isTodayClose === 'boolean' &&
  typeof (value as PopupContext).closeDate === 'string' &&
  DATE.test((value as PopupContext).closeDate);

/**
 * Spec section 4: a popup counts as hidden while its saved close date is today or later (KST);
 * an expired entry is deleted. `stale` entries (expired, or not a popup context at all) are for
 * the caller to delete; `none` means nothing was saved.
 */
export function popupHideState(saved: unknown, now: Date = new Date()): 'hidden' | 'stale' | 'none' {
  if (saved === null || saved === undefined) return 'none';
  if (!isPopupContext(saved)) return 'stale';
  return saved.closeDate >= kstDate(now) ? 'hidden' : 'stale';
}
