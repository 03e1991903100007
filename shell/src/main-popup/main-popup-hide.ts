import { MAIN_POPUP_HIDE_KEY, closeForToday, popupHideState } from '@mall/shared-contracts';
import { storage } from '../platform/storage';

/** Whether "오늘 하루 보지 않기" still holds today (KST); an expired or broken entry is deleted on the way. */
export function isMainPopupHiddenToday(now: Date = new Date()): boolean {
  const state = popupHideState(storage.get<unknown>(MAIN_POPUP_HIDE_KEY), now);
  if (state === 'stale') storage.remove(MAIN_POPUP_HIDE_KEY);
  return state === 'hidden';
}

export function hideMainPopupToday(now: Date = new Date()): void {
  storage.set(MAIN_POPUP_HIDE_KEY, closeForToday(MAIN_POPUP_HIDE_KEY, now));
}
