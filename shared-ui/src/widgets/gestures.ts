import { LIMITS } from '@mall/shared-contracts';

/**
 * Gesture rules of the carousel and the bottom sheet, as pure functions so each threshold has a
 * table test. The components only measure (pointer positions, performance.now()) and obey.
 *
 * Carousel:
 * 1. A drag's axis is decided once, at its first movement: horizontal when |dx| ≥ 1.5·|dy|
 *    (LIMITS.carouselDragRatio), else vertical. A vertical drag is left to the page (it scrolls); a
 *    horizontal one moves the slides and stops the page from scrolling.
 * 2. On release, a horizontal drag that moved at least TAP_SLOP_PX flips one slide (in the drag's
 *    direction) when it was shorter than 0.23 s (LIMITS.carouselSwipeSensitivityMs), whatever its
 *    distance, or when it crossed half the slide width; otherwise the slide snaps back. Under the tap
 *    slop it is a tap (a link inside still works). There is no wrap-around at the ends.
 *
 * Bottom sheet:
 * - A press on the handle released in under 0.2 s (LIMITS.bottomSheetFastTapMs) without moving past
 *   TAP_SLOP_PX is a tap: it toggles the sheet. Anything else is a drag: the sheet follows the pointer
 *   and settles on the state nearer to where it was let go.
 */

/** Movement (px) under which a press is a tap, not a drag: the usual finger jitter. */
export const TAP_SLOP_PX = 10;

export type DragAxis = 'horizontal' | 'vertical';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The axis of a drag from its first movement; null while the pointer has not moved. */
export function dragAxis(dx: number, dy: number, ratio: number = LIMITS.carouselDragRatio): DragAxis | null {
  if (dx === 0 && dy === 0) return null;
  return Math.abs(dx) >= ratio * Math.abs(dy) ? 'horizontal' : 'vertical';
}

export interface SwipeRelease {
  index: number;
  count: number;
  /** Horizontal distance (px) from press to release; negative = towards the next slide. */
  dx: number;
  elapsedMs: number;
  /** Width of one slide (px). */
  width: number;
}

/** The slide a horizontal drag lands on when released. */
export function swipeTarget({ index, count, dx, elapsedMs, width }: SwipeRelease): number {
  const distance = Math.abs(dx);
  const fast = elapsedMs < LIMITS.carouselSwipeSensitivityMs;
  const flips = distance >= TAP_SLOP_PX && (fast || (width > 0 && distance >= width / 2));
  const next = flips ? index + (dx < 0 ? 1 : -1) : index;
  return clamp(next, 0, Math.max(0, count - 1));
}

/** How far the slides follow the pointer: a third of the way past the first and the last slide. */
export function dragOffset(dx: number, index: number, count: number): number {
  const pastStart = index === 0 && dx > 0;
  const pastEnd = index >= count - 1 && dx < 0;
  return pastStart || pastEnd ? dx / 3 : dx;
}

export interface SheetRelease {
  expanded: boolean;
  elapsedMs: number;
  /** Vertical distance (px) from press to release; positive = downwards. */
  dy: number;
  /** Distance (px) between the expanded and the collapsed position. */
  travel: number;
}

/** Whether the bottom sheet is expanded after a press on its handle is released. */
export function sheetAfterRelease({ expanded, elapsedMs, dy, travel }: SheetRelease): boolean {
  if (elapsedMs < LIMITS.bottomSheetFastTapMs && Math.abs(dy) < TAP_SLOP_PX) return !expanded;
  const offset = clamp((expanded ? 0 : travel) + dy, 0, travel);
  return offset < travel / 2;
}

/** Whether a scrolled list can still scroll back and forward (1 px of rounding tolerated). */
export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): { atStart: boolean; atEnd: boolean } {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}
