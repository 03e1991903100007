import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, updated as it changes; false where matchMedia is missing (tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const get = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, get, () => false);
}

/** The shopper asked the system for less motion: no slides, no auto-play, no smooth scrolling. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether less motion is asked for right now (outside React: event handlers, animations). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** The desktop layout of the storefront starts at 1024 px. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
