import { useEffect, useId, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { sheetAfterRelease } from './gestures';

interface BottomSheetProps {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Names the sheet, e.g. "구매 옵션". */
  label: string;
  /** The body, shown while expanded. */
  children: ReactNode;
  /** The bar fixed under the sheet, always visible (e.g. the buy button). */
  footer: ReactNode;
}

interface Press {
  pointerId: number;
  y: number;
  startedAt: number;
  travel: number;
}

/**
 * A sheet docked at the bottom over a fixed footer bar. Its handle toggles it on a tap under 0.2 s
 * and drags it on a longer press (gestures.ts: sheetAfterRelease); Enter or Space on the handle,
 * Escape and the backdrop work too. Time comes from performance.now() so fake clocks drive it.
 */
export function BottomSheet({ expanded, onExpandedChange, label, children, footer }: BottomSheetProps) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  const [dragY, setDragY] = useState<number | null>(null);

  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onExpandedChange(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded, onExpandedChange]);

  const travelNow = () => Math.max(1, (panel.current?.offsetHeight ?? 0) - (handle.current?.offsetHeight ?? 0) - (foot.current?.offsetHeight ?? 0));

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    press.current = { pointerId: e.pointerId, y: e.clientY, startedAt: performance.now(), travel: travelNow() };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p || p.pointerId !== e.pointerId) return;
    const base = expanded ? 0 : p.travel;
    setDragY(Math.min(p.travel, Math.max(0, base + e.clientY - p.y)));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p || p.pointerId !== e.pointerId) return;
    press.current = null;
    setDragY(null);
    const next = sheetAfterRelease({ expanded, elapsedMs: performance.now() - p.startedAt, dy: e.clientY - p.y, travel: p.travel });
    if (next !== expanded) onExpandedChange(next);
  };
  const onPointerCancel = () => {
    press.current = null;
    setDragY(null);
  };

  const style = dragY === null ? undefined : ({ transform: `translateY(${dragY}px)`, transition: 'none' } as CSSProperties);
  const state = expanded ? 'expanded' : 'collapsed';

  return (
    <div className={`ui-sheet ui-sheet--${state}`} data-state={state}>
      {expanded ? <div className="ui-sheet__backdrop" aria-hidden="true" onClick={() => onExpandedChange(false)} /> : null}
      <section ref={panel} className="ui-sheet__panel" aria-label={label} style={style}>
        <button
          ref={handle}
          type="button"
          className="ui-sheet__handle"
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          aria-label={expanded ? `${label} 접기` : `${label} 펼치기`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          // Pointer presses are judged on release; only a keyboard click (detail 0) toggles here.
          onClick={(e) => e.detail === 0 && onExpandedChange(!expanded)}
        >
          <span className="ui-sheet__grip" aria-hidden="true" />
        </button>
        <div id={`${id}-body`} className="ui-sheet__body" inert={!expanded} aria-hidden={!expanded}>
          {children}
        </div>
      </section>
      <div ref={foot} className="ui-sheet__footer">
        {footer}
      </div>
    </div>
  );
}
