/**
 * Test-only: a remote's declaration table (`src/declaration.ts`, docs/adr/0017) against what the remote
 * really renders and against the spec's QA list. Imported as `@mall/shared-ui/testing/coverage` from each
 * remote's `src/__tests__/coverage.test.tsx`.
 */
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RemoteName, RemoteTable } from '@mall/shared-contracts';
import { SPEC_MODALS, SPEC_ROUTES, specFeatureOf } from '@mall/shared-contracts/spec-samples';
import type { RemoteModalMap } from '../remote/create-remote-modals';

type RouteTable = ReactElement<{ children?: ReactNode }>;

/**
 * Declared routes whose sample URL lands on the remote's `*` catch-all (its not-found page). The route
 * table must list its pages statically as `<Route>` elements (nesting allowed). A remote whose `*` leads
 * to a lazily loaded second table (exhibit: every page but `/`, ADR 0008) passes both, in order: a URL
 * is rendered when some table matches it with a route other than `*`.
 */
export function unrenderedRoutesOf(table: RemoteTable, routes: RouteTable | readonly RouteTable[]): string[] {
  const tables = (Array.isArray(routes) ? routes : [routes]).map((t: RouteTable) => createRoutesFromChildren(t.props.children));
  const lands = (t: ReturnType<typeof createRoutesFromChildren>, pathname: string) => {
    const leaf = matchRoutes(t, pathname)?.at(-1)?.route;
    return Boolean(leaf) && leaf?.path !== '*';
  };
  return table.routes
    .filter((route) => {
      const pathname = new URL(route.sample, 'http://mall.test').pathname;
      return !tables.some((t) => lands(t, pathname));
    })
    .map((route) => route.path);
}

const sorted = (values: Iterable<string>) => [...values].sort();

/**
 * The remote declares exactly the spec's routes and modals it owns (with the spec's paid features),
 * renders every declared route at its sample URL, and provides exactly the modals it declares.
 */
export function describeCoverage(owner: RemoteName, table: RemoteTable, routes: RouteTable | readonly RouteTable[], modals: RemoteModalMap) {
  describe(`${owner}: declaration`, () => {
    it('declares the spec routes it owns, each once', () => {
      expect(sorted(table.routes.map((r) => r.path))).toEqual(sorted(SPEC_ROUTES.filter((r) => r.owner === owner).map((r) => r.path)));
    });
    it('gives each route the paid feature the spec gives its path', () => {
      for (const route of table.routes) expect(route.feature ?? null, route.path).toBe(specFeatureOf(new URL(route.sample, 'http://mall.test').pathname));
    });
    it('renders every declared route at its sample URL', () => {
      expect(unrenderedRoutesOf(table, routes)).toEqual([]);
    });
    it('declares the spec modals it owns and provides exactly the modals it declares', () => {
      expect(sorted(table.modals)).toEqual(sorted(Object.keys(SPEC_MODALS).filter((name) => SPEC_MODALS[name] === owner)));
      expect(sorted(Object.keys(modals))).toEqual(sorted(table.modals));
    });
  });
}
