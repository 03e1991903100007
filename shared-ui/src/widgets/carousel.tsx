import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { LIMITS } from '@mall/shared-contracts';
import { dragOffset, swipeTarget } from './gestures';
import { useSwipe } from './use-swipe';

interface CarouselProps<T> {
  items: T[];
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  /** 0 turns autoplay off. */
  autoPlayMs?: number;
}

/**
 * One slide at a time, moved in 0.2 s (LIMITS.carouselAnimationMs). Swipes follow gestures.ts
 * (0.23 s sensitivity, 1.5 drag ratio); dots, arrow keys and an autoplay toggle do the rest.
 * Autoplay pauses while hovered, focused or dragged (WCAG 2.2.2) and wraps; swipes do not wrap.
 */
export function Carousel<T>({ items, label, renderItem, autoPlayMs = 4000 }: CarouselProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = items.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const canPlay = autoPlayMs > 0 && count > 1;

  useSwipe(viewport, {
    onDrag: setDrag,
    onRelease: (dx, elapsedMs) => {
      setDrag(null);
      setIndex((i) => swipeTarget({ index: i, count, dx, elapsedMs, width: viewport.current?.clientWidth ?? 0 }));
    },
  });

  const dragging = drag !== null;
  useEffect(() => {
    if (!canPlay || !playing || held || dragging) return;
    const t = window.setTimeout(() => setIndex((i) => (i + 1) % count), autoPlayMs);
    return () => window.clearTimeout(t);
  }, [current, canPlay, playing, held, dragging, count, autoPlayMs]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') setIndex(Math.min(count - 1, current + 1));
    else if (e.key === 'ArrowLeft') setIndex(Math.max(0, current - 1));
    else return;
    e.preventDefault();
  };

  const offset = drag === null ? 0 : dragOffset(drag, current, count);
  const trackStyle = {
    transform: `translateX(calc(${-current * 100}% + ${offset}px))`,
    '--ui-carousel-duration': `${LIMITS.carouselAnimationMs}ms`,
  } as CSSProperties;

  return (
    <section
      className="ui-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-index={current}
      onKeyDown={onKeyDown}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      <div ref={viewport} className="ui-carousel__viewport">
        <div
          className={`ui-carousel__track${dragging ? ' ui-carousel__track--dragging' : ''}`}
          style={trackStyle}
          aria-live={canPlay && playing ? 'off' : 'polite'}
        >
          {items.map((item, i) => (
            <div className="ui-carousel__slide" key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${count}`} inert={i !== current}>
              {renderItem(item, i)}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="ui-carousel__dots">
          {items.map((_, i) => (
            <button key={i} type="button" aria-label={`${i + 1}번째 슬라이드 보기`} aria-current={i === current} onClick={() => setIndex(i)} />
          ))}
        </div>
      ) : null}
      <span className="ui-carousel__count" aria-hidden="true">
        {current + 1} / {count}
      </span>
      {canPlay ? (
        <button type="button" className="ui-carousel__play" aria-label={playing ? '자동 넘김 멈춤' : '자동 넘김 시작'} onClick={() => setPlaying((p) => !p)}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      ) : null}
    </section>
  );
}
