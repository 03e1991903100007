import { useEffect, useState } from 'react';
import { MESSAGES } from '@mall/shared-contracts';
import { prefersReducedMotion } from '@mall/shared-ui';

/** Shown once the page is scrolled further than this. */
export const SCROLL_TOP_THRESHOLD_PX = 400;

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  const reduceMotion = prefersReducedMotion();
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={MESSAGES.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>
  );
}
