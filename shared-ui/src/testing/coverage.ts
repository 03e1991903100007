/**
 * Test-only: which spec routes and modals a remote really provides (issue 8's shrinking lists).
 * Imported as `@mall/shared-ui/testing/coverage` from each remote's `src/__tests__/coverage.test.tsx`.
 */
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MODAL_OWNERS, SPEC_ROUTES, UNBUILT_MODALS, UNBUILT_ROUTES, type ModalName, type RouteOwner } from '@mall/shared-contracts';
import type { RemoteModalMap } from '../remote/create-remote-modals';
import { sampleOf } from '@mall/shared-contracts/spec-samples';

type RouteTable = ReactElement<{ children?: ReactNode }>;

/**
 * Spec routes of `owner` whose sample URL lands on the remote's `*` catch-all (its not-found page).
 * The route table must list its pages statically as `<Route>` elements (nesting allowed). A remote
 * whose `*` leads to a lazily loaded second table (exhibit: every page but `/`, ADR 0008) passes
 * both, in order: a URL is built when some table matches it with a route other than `*`.
 */
export function unbuiltRoutesOf(owner: RouteOwner, routes: RouteTable | readonly RouteTable[]): string[] {
  const tables = (Array.isArray(routes) ? routes : [routes]).map((table: RouteTable) => createRoutesFromChildren(table.props.children));
  const lands = (table: ReturnType<typeof createRoutesFromChildren>, pathname: string) => {
    const leaf = matchRoutes(table, pathname)?.at(-1)?.route;
    return Boolean(leaf) && leaf?.path !== '*';
  };
  return SPEC_ROUTES.filter((route) => route.owner === owner)
    .filter((route) => {
      const pathname = new URL(sampleOf(route), 'http://mall.test').pathname;
      return !tables.some((table) => lands(table, pathname));
    })
    .map((route) => route.path);
}

/** Modals `MODAL_OWNERS` gives to `owner` that its `./modals` map does not provide. */
export function unbuiltModalsOf(owner: RouteOwner, modals: RemoteModalMap): ModalName[] {
  return (Object.keys(MODAL_OWNERS) as ModalName[]).filter((name) => MODAL_OWNERS[name] === owner && !modals[name]);
}

/**
 * The remote's routes and modals match the shared lists of what is not built yet: a page that
 * lands must leave UNBUILT_ROUTES in the same change, and nothing may silently disappear.
 */
export function describeCoverage(owner: RouteOwner, routes: RouteTable | readonly RouteTable[], modals: RemoteModalMap) {
  const owned = (path: string) => SPEC_ROUTES.some((route) => route.path === path && route.owner === owner);
  describe(`${owner}: spec coverage`, () => {
    it('renders every spec route it owns except those listed in UNBUILT_ROUTES', () => {
      expect(unbuiltRoutesOf(owner, routes)).toEqual(UNBUILT_ROUTES.filter(owned));
    });
    it('provides every modal it owns except those listed in UNBUILT_MODALS', () => {
      expect(unbuiltModalsOf(owner, modals)).toEqual(UNBUILT_MODALS.filter((name) => MODAL_OWNERS[name] === owner));
    });
  });
}
