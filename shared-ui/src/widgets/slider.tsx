import { useCallback, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { scrollEdges } from './gestures';
import { prefersReducedMotion } from './use-media-query';

interface SliderProps<T> {
  items: T[];
  /** Names the list, e.g. the section title. */
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** Previous/next buttons (shown from the desktop width; phones swipe natively). */
  controls?: boolean;
}

/**
 * A horizontally scrolling row (goods rows and the like): native scrolling with snap points, so a
 * phone swipes it as it swipes anything; on desktop the buttons page through it and switch off at
 * either end.
 */
export function Slider<T>({ items, label, renderItem, itemKey, controls = true }: SliderProps<T>) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (el) setEdges(scrollEdges(el.scrollLeft, el.clientWidth, el.scrollWidth));
  }, []);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, items.length]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <div className="ui-slider">
      <ul ref={track} className="ui-slider__track" aria-label={label} onScroll={measure}>
        {items.map((item, i) => (
          <li key={itemKey(item, i)} className="ui-slider__item">
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      {controls ? (
        <>
          <button type="button" className="ui-slider__nav ui-slider__nav--prev" aria-label={`${label} 이전`} disabled={edges.atStart} onClick={() => page(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="ui-slider__nav ui-slider__nav--next" aria-label={`${label} 다음`} disabled={edges.atEnd} onClick={() => page(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </div>
  );
}
