import { useState } from 'react';
import type { CategoryTop } from '@mall/shared-contracts';
import type { ReactNode } from 'react';
import { Link, useFeatureGate } from '@mall/shared-ui';
import { categoryPath } from './menu-items';

/**
 * Top categories fold open one at a time; each level links to its goods list. Until the category
 * page is built the tree still shows what the mall sells, as names instead of links into nothing.
 */
export function CategoryMenu({ categories }: { categories: CategoryTop[] }) {
  const [open, setOpen] = useState<number | null>(categories[0]?.id ?? null);
  const linked = useFeatureGate().allowsPath(categoryPath(categories[0]?.id ?? 1));
  const item = (id: number, name: ReactNode) => (linked ? <Link to={categoryPath(id)}>{name}</Link> : <span>{name}</span>);
  return (
    <ul className="category-menu">
      {categories.map((top) => {
        const expanded = open === top.id;
        return (
          <li key={top.id} className="category-menu__top">
            <button
              type="button"
              className="category-menu__toggle"
              aria-expanded={expanded}
              aria-controls={`category-${top.id}`}
              onClick={() => setOpen(expanded ? null : top.id)}
            >
              {top.name}
            </button>
            <div id={`category-${top.id}`} className="category-menu__panel" hidden={!expanded}>
              {linked ? (
                <Link to={categoryPath(top.id)} className="category-menu__all">
                  {top.name} 전체보기
                </Link>
              ) : null}
              {top.children.map((mid) => (
                <section key={mid.id} className="category-menu__mid" aria-label={mid.name}>
                  <h3>{item(mid.id, mid.name)}</h3>
                  <ul>
                    {mid.children.map((leaf) => (
                      <li key={leaf.id}>{item(leaf.id, leaf.name)}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
