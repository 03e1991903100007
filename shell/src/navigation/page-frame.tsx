import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion, useLocation, usePlatform } from '@mall/shared-ui';
import { effectiveAction, layoutClasses, navigationTransition, type NavigationAction, type NavigationTransition } from '../routing/route-meta';
import { routeMetaFor } from '../routing/route-table';
import { installScrollRestoration } from './scroll-positions';

const FRAMES: Record<Exclude<NavigationTransition['name'], 'none'>, Record<NavigationTransition['direction'], Keyframe[]>> = {
  'slide-right': {
    forward: [{ transform: 'translateX(100%)' }, { transform: 'none' }],
    back: [{ transform: 'translateX(-100%)' }, { transform: 'none' }],
  },
  'slide-up': {
    forward: [{ transform: 'translateY(100%)' }, { transform: 'none' }],
    back: [
      { transform: 'translateY(-24px)', opacity: 0.4 },
      { transform: 'none', opacity: 1 },
    ],
  },
};

const entryIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

function play(el: HTMLElement, transition: NavigationTransition) {
  if (transition.name === 'none' || typeof el.animate !== 'function') return;
  if (prefersReducedMotion()) return;
  el.animate(FRAMES[transition.name][transition.direction], { duration: 250, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' });
}

/**
 * The page container: plays the route's slide (reversed on back) and states it as
 * data-transition / data-direction, puts the route's layout classes on <html>, and owns the
 * scroll restoration of spec section 2.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { history } = usePlatform();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef<string | null>(null);
  const previousIdx = useRef<number | null>(null);

  useEffect(() => installScrollRestoration(history, routeMetaFor), [history]);

  useLayoutEffect(() => {
    const el = ref.current;
    const from = previous.current;
    if (!el || from === location.pathname) return;
    previous.current = location.pathname;
    const idx = entryIndex();
    const action = effectiveAction(history.action as NavigationAction, previousIdx.current, idx);
    previousIdx.current = idx;
    const meta = routeMetaFor(location.pathname);
    const transition = navigationTransition(action, from === null ? null : routeMetaFor(from), meta);
    el.dataset.transition = transition.name;
    el.dataset.direction = transition.direction;
    el.dataset.routeType = meta.type;
    play(el, transition);
  }, [history, location.pathname]);

  useLayoutEffect(() => {
    const classes = layoutClasses(routeMetaFor(location.pathname));
    document.documentElement.classList.add(...classes);
    return () => document.documentElement.classList.remove(...classes);
  }, [location.pathname]);

  return (
    <div ref={ref} className="page-frame">
      {children}
    </div>
  );
}
