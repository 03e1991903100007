import type { CategoryTop } from '@mall/shared-contracts';
import type { FacetCategory } from '@mall/shared-contracts/catalog';

export interface CategoryNode {
  id: number;
  code: string;
  name: string;
  children?: CategoryNode[];
}

/** The categories from the top down to `id` (empty when no category has it). */
export function categoryTrail(tops: readonly CategoryTop[], id: number): CategoryNode[] {
  const walk = (nodes: readonly CategoryNode[], path: CategoryNode[]): CategoryNode[] | null => {
    for (const node of nodes) {
      const here = [...path, node];
      if (node.id === id) return here;
      const found = node.children ? walk(node.children, here) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(tops, []) ?? [];
}

/** Goods counts by category code, from the search's 3-level category facet. */
export function facetCounts(facet: readonly FacetCategory[]): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (nodes: readonly { code: string; goods_count: number; children?: readonly unknown[] }[]) => {
    for (const node of nodes) {
      counts.set(node.code, node.goods_count);
      if (node.children) walk(node.children as FacetCategory[]);
    }
  };
  walk(facet);
  return counts;
}
