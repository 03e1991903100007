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

/** The desktop layout of the storefront starts at 1024 px. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
