import { CATEGORY_TREE, type LeafCategory } from './catalog-data';

export interface CategoryRow {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  depth: number;
  fullPath: string;
}
export interface LeafRef extends LeafCategory {
  id: number;
  fullPath: string;
  adult: boolean;
}

/** Flattens the tree depth-first: ids and 3-digit-per-level codes are stable across runs. */
export function buildCategoryRows() {
  const rows: CategoryRow[] = [];
  const leaves: LeafRef[] = [];
  let id = 0;
  CATEGORY_TREE.forEach((top, i) => {
    const topRow = { id: ++id, code: pad(i), name: top.name, parentId: null, depth: 1, fullPath: top.name };
    rows.push(topRow);
    top.children.forEach((mid, j) => {
      const midRow = { id: ++id, code: topRow.code + pad(j), name: mid.name, parentId: topRow.id, depth: 2, fullPath: `${top.name}>${mid.name}` };
      rows.push(midRow);
      mid.children.forEach((leaf, k) => {
        const fullPath = `${midRow.fullPath}>${leaf.name}`;
        const row = { id: ++id, code: midRow.code + pad(k), name: leaf.name, parentId: midRow.id, depth: 3, fullPath };
        rows.push(row);
        leaves.push({ ...leaf, id: row.id, fullPath, adult: mid.name === '성인용품' });
      });
    });
  });
  return { rows, leaves };
}

const pad = (n: number) => String(n + 1).padStart(3, '0');
