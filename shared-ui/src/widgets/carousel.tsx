import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { LIMITS } from '@mall/shared-contracts';
import { dragOffset, swipeTarget } from './gestures';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';
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
 * With prefers-reduced-motion there is no autoplay and the slides change without sliding.
 */
export function Carousel<T>({ items, label, renderItem, autoPlayMs = 4000 }: CarouselProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = items.length;
  const current = Math.min(index, Math.max(0, count - 1));
  // Less motion asked for: no auto-play at all (the track does not slide either: widgets.css).
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const canPlay = autoPlayMs > 0 && count > 1 && !reducedMotion;

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

  // The slide a keyboard user left turns inert, which would drop the focus on the page: it follows
  // into the new slide instead (its first link, or the slide itself).
  const slides = useRef<(HTMLDivElement | null)[]>([]);
  const focusFollows = useRef(false);
  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    const slide = slides.current[current];
    (slide?.querySelector<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])') ?? slide)?.focus({ preventScroll: true });
  }, [current]);

  const onKeyDown = (e: KeyboardEvent) => {
    const next = e.key === 'ArrowRight' ? Math.min(count - 1, current + 1) : e.key === 'ArrowLeft' ? Math.max(0, current - 1) : null;
    if (next === null) return;
    e.preventDefault();
    const inSlide = slides.current.some((slide) => slide?.contains(document.activeElement));
    if (inSlide && next !== current) focusFollows.current = true;
    setIndex(next);
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
            <div
              className="ui-carousel__slide"
              key={i}
              ref={(el) => {
                slides.current[i] = el;
              }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              tabIndex={-1}
              inert={i !== current}
            >
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
