import { useEffect, useRef, type RefObject } from 'react';
import { dragAxis, TAP_SLOP_PX, type DragAxis } from './gestures';

export interface SwipeHandlers {
  /** A horizontal drag moved: dx (px) from where it started. */
  onDrag: (dx: number) => void;
  /** A horizontal drag ended (dx 0 when the browser cancelled it). */
  onRelease: (dx: number, elapsedMs: number) => void;
}

interface Gesture {
  x: number;
  y: number;
  startedAt: number;
  axis: DragAxis | null;
  dx: number;
}

/**
 * Horizontal swipes on an element by touch and by mouse, following the rules in gestures.ts.
 * Touch uses touch events, not pointer events: only a non-passive touchmove can decide per gesture
 * whether the page scrolls (vertical) or the slides move (horizontal, preventDefault). Time comes from
 * performance.now() so fake clocks drive it in tests.
 */
export function useSwipe(ref: RefObject<HTMLElement | null>, handlers: SwipeHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let gesture: Gesture | null = null;
    let suppressClick = false;

    const start = (x: number, y: number) => {
      suppressClick = false;
      gesture = { x, y, startedAt: performance.now(), axis: null, dx: 0 };
    };
    /** True when the movement belongs to us (horizontal), so the page must not scroll. */
    const move = (x: number, y: number): boolean => {
      if (!gesture) return false;
      const dx = x - gesture.x;
      gesture.axis ??= dragAxis(dx, y - gesture.y);
      if (gesture.axis !== 'horizontal') return false;
      gesture.dx = dx;
      latest.current.onDrag(dx);
      return true;
    };
    const end = (cancelled = false) => {
      const done = gesture;
      gesture = null;
      if (done?.axis !== 'horizontal') return;
      // A real drag must not also follow the link it started on.
      if (Math.abs(done.dx) >= TAP_SLOP_PX) suppressClick = true;
      latest.current.onRelease(cancelled ? 0 : done.dx, performance.now() - done.startedAt);
    };

    const onTouchStart = (e: TouchEvent) => {
      const t = e.touches[0];
      if (e.touches.length === 1 && t) start(t.clientX, t.clientY);
      else end(true);
    };
    const onTouchMove = (e: TouchEvent) => {
      const t = e.touches[0];
      if (t && move(t.clientX, t.clientY) && e.cancelable) e.preventDefault();
    };
    const onTouchEnd = () => end();
    const onTouchCancel = () => end(true);

    const onPointerMove = (e: PointerEvent) => void move(e.clientX, e.clientY);
    const onPointerUp = () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      end();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      start(e.clientX, e.clientY);
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
    };
    const onClick = (e: MouseEvent) => {
      if (!suppressClick) return;
      suppressClick = false;
      e.preventDefault();
      e.stopPropagation();
    };
    const onDragStart = (e: DragEvent) => e.preventDefault();

    el.addEventListener('touchstart', onTouchStart, { passive: true });
    el.addEventListener('touchmove', onTouchMove, { passive: false });
    el.addEventListener('touchend', onTouchEnd);
    el.addEventListener('touchcancel', onTouchCancel);
    el.addEventListener('pointerdown', onPointerDown);
    el.addEventListener('click', onClick, true);
    el.addEventListener('dragstart', onDragStart);
    return () => {
      el.removeEventListener('touchstart', onTouchStart);
      el.removeEventListener('touchmove', onTouchMove);
      el.removeEventListener('touchend', onTouchEnd);
      el.removeEventListener('touchcancel', onTouchCancel);
      el.removeEventListener('pointerdown', onPointerDown);
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('dragstart', onDragStart);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
    };
  }, [ref]);
}
