import { describe, expect, it } from 'vitest';
import { LIMITS } from '@mall/shared-contracts';
import { dragAxis, dragOffset, scrollEdges, sheetAfterRelease, swipeTarget, TAP_SLOP_PX } from '../gestures';

describe('dragAxis: horizontal only when |dx| ≥ 1.5·|dy|', () => {
  it('uses the spec ratio', () => expect(LIMITS.carouselDragRatio).toBe(1.5));
  it.each([
    [0, 0, null],
    [15, 10, 'horizontal'],
    [-15, 10, 'horizontal'],
    [15, -10, 'horizontal'],
    [14, 10, 'vertical'],
    [-14.9, -10, 'vertical'],
    [10, 10, 'vertical'],
    [1, 0, 'horizontal'],
    [0, 1, 'vertical'],
    [3, 2, 'horizontal'],
    [2, 2, 'vertical'],
  ] as const)('dx %d, dy %d → %s', (dx, dy, axis) => expect(dragAxis(dx, dy)).toBe(axis));
});

describe('swipeTarget: a swipe under 0.23 s flips whatever its distance, a slow drag needs half the width', () => {
  const base = { index: 1, count: 3, width: 400 };
  it('uses the spec sensitivity', () => expect(LIMITS.carouselSwipeSensitivityMs).toBe(230));
  it.each([
    { dx: -20, elapsedMs: 100, to: 2, why: 'short fast swipe left → next' },
    { dx: 20, elapsedMs: 100, to: 0, why: 'short fast swipe right → previous' },
    { dx: -TAP_SLOP_PX, elapsedMs: 229, to: 2, why: 'just at the tap slop, just under 0.23 s' },
    { dx: -(TAP_SLOP_PX - 1), elapsedMs: 50, to: 1, why: 'under the tap slop is a tap' },
    { dx: -20, elapsedMs: 230, to: 1, why: 'exactly 0.23 s is no longer a swipe' },
    { dx: -20, elapsedMs: 800, to: 1, why: 'slow short drag snaps back' },
    { dx: -199, elapsedMs: 800, to: 1, why: 'slow drag just under half the width' },
    { dx: -200, elapsedMs: 800, to: 2, why: 'slow drag across half the width' },
    { dx: 260, elapsedMs: 800, to: 0, why: 'slow long drag right' },
    { dx: 0, elapsedMs: 10, to: 1, why: 'no movement' },
  ])('$why', ({ dx, elapsedMs, to }) => expect(swipeTarget({ ...base, dx, elapsedMs })).toBe(to));
  it.each([
    { index: 0, dx: 40, to: 0 },
    { index: 2, dx: -40, to: 2 },
    { index: 0, dx: -40, to: 1 },
  ])('no wrap-around: from $index with dx $dx → $to', ({ index, dx, to }) => expect(swipeTarget({ index, count: 3, dx, elapsedMs: 100, width: 400 })).toBe(to));
  it('an unmeasured (0 px) slide only flips on a fast swipe', () => expect(swipeTarget({ index: 0, count: 3, dx: -300, elapsedMs: 800, width: 0 })).toBe(0));
  it('a single slide never moves', () => expect(swipeTarget({ index: 0, count: 1, dx: -300, elapsedMs: 50, width: 400 })).toBe(0));
});

describe('dragOffset: resistance past the ends', () => {
  it.each([
    [30, 1, 3, 30],
    [30, 0, 3, 10],
    [-30, 0, 3, -30],
    [-30, 2, 3, -10],
    [30, 2, 3, 30],
  ])('dx %d at %d of %d → %d', (dx, index, count, offset) => expect(dragOffset(dx, index, count)).toBe(offset));
});

describe('sheetAfterRelease: a tap under 0.2 s toggles, a drag settles on the nearer state', () => {
  it('uses the spec fast tap', () => expect(LIMITS.bottomSheetFastTapMs).toBe(200));
  it.each([
    { expanded: false, elapsedMs: 120, dy: 0, after: true, why: 'fast tap opens' },
    { expanded: true, elapsedMs: 120, dy: 0, after: false, why: 'fast tap closes' },
    { expanded: true, elapsedMs: 199, dy: 9, after: false, why: 'jitter under the slop is still a tap' },
    { expanded: false, elapsedMs: 200, dy: 0, after: false, why: 'exactly 0.2 s is a press, not a tap' },
    { expanded: true, elapsedMs: 600, dy: 0, after: true, why: 'a long press without moving changes nothing' },
    { expanded: true, elapsedMs: 600, dy: 149, after: true, why: 'dragged down less than half' },
    { expanded: true, elapsedMs: 600, dy: 150, after: false, why: 'dragged down half the travel' },
    { expanded: false, elapsedMs: 600, dy: -151, after: true, why: 'dragged up more than half' },
    { expanded: false, elapsedMs: 600, dy: -100, after: false, why: 'dragged up less than half' },
    { expanded: false, elapsedMs: 100, dy: -200, after: true, why: 'a quick drag is a drag: settles by position' },
    { expanded: false, elapsedMs: 100, dy: 80, after: false, why: 'a quick drag the wrong way does not toggle' },
  ])('$why', ({ expanded, elapsedMs, dy, after }) => expect(sheetAfterRelease({ expanded, elapsedMs, dy, travel: 300 })).toBe(after));
});

describe('scrollEdges', () => {
  it.each([
    [0, 400, 1200, true, false],
    [1, 400, 1200, true, false],
    [200, 400, 1200, false, false],
    [799, 400, 1200, false, true],
    [800, 400, 1200, false, true],
    [0, 400, 400, true, true],
  ])('scrollLeft %d, client %d, scroll %d', (left, client, width, atStart, atEnd) => expect(scrollEdges(left, client, width)).toEqual({ atStart, atEnd }));
});
