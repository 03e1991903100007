import type { RouteMeta, RouteType, TransitionName } from '@mall/shared-contracts';

/** Route meta of spec section 2 (the type and fields live in shared-contracts: remotes declare them). */
export type { RouteMeta, RouteType, TransitionName };
export type NavigationAction = 'PUSH' | 'POP' | 'REPLACE';

const DEFAULT_TRANSITIONS: Record<RouteType, TransitionName> = { main: 'none', sub: 'slide-right', popup: 'slide-up', side: 'none', error: 'none' };

export function transitionOf(meta: RouteMeta): TransitionName {
  if (meta.hideTransition) return 'none';
  return meta.transition ?? DEFAULT_TRANSITIONS[meta.type];
}

export interface NavigationTransition {
  name: TransitionName;
  /** `back` plays the transition in reverse: spec section 2, "slide transitions reverse on back". */
  direction: 'forward' | 'back';
}

/**
 * Going forward plays the entered page's transition; going back (POP) plays the transition of the
 * page being left, reversed, so a sub page slides back out to the right. A redirect (REPLACE)
 * and the first page do not animate.
 */
export function navigationTransition(action: NavigationAction, from: RouteMeta | null, to: RouteMeta): NavigationTransition {
  if (!from || action === 'REPLACE') return { name: 'none', direction: 'forward' };
  if (action === 'POP') return { name: transitionOf(from), direction: 'back' };
  return { name: transitionOf(to), direction: 'forward' };
}

/**
 * The history reports the browser's back and forward buttons alike as POP; the entry index
 * history@5 keeps in the state tells them apart, so browser-forward slides like a new page.
 */
export function effectiveAction(action: NavigationAction, fromIdx: number | null, toIdx: number | null): NavigationAction {
  if (action === 'POP' && fromIdx !== null && toIdx !== null && toIdx > fromIdx) return 'PUSH';
  return action;
}

/** Classes for the root element: the route type as `route--<type>` plus the route's layouts. */
export function layoutClasses(meta: RouteMeta): string[] {
  return [`route--${meta.type}`, ...(meta.layouts ?? [])];
}
