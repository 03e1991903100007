import { useEffect, useRef, useState, type ReactNode } from 'react';

interface CarouselProps<T> {
  items: T[];
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  autoPlayMs?: number;
}

/** Scroll-snap carousel: native swipe on phones, dots and autoplay that pauses while touched. */
export function Carousel<T>({ items, label, renderItem, autoPlayMs = 4000 }: CarouselProps<T>) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const goTo = (i: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: el.clientWidth * i, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || items.length < 2 || !autoPlayMs) return;
    const t = window.setTimeout(() => goTo((index + 1) % items.length), autoPlayMs);
    return () => window.clearTimeout(t);
  }, [index, paused, items.length, autoPlayMs]);

  return (
    <section className="ui-carousel" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={track}
        className="ui-carousel__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
        onPointerDown={() => setPaused(true)}
        onPointerUp={() => setPaused(false)}
      >
        {items.map((item, i) => (
          <div className="ui-carousel__slide" key={i} aria-roledescription="slide" aria-label={`${i + 1} / ${items.length}`}>
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      <div className="ui-carousel__dots">
        {items.map((_, i) => (
          <button key={i} type="button" aria-label={`${i + 1}번째 배너 보기`} aria-current={i === index} onClick={() => goTo(i)} />
        ))}
      </div>
      <span className="ui-carousel__count" aria-hidden="true">
        {index + 1} / {items.length}
      </span>
    </section>
  );
}
