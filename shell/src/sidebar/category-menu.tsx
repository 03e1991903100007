import { useState } from 'react';
import type { CategoryTop } from '@mall/shared-contracts';
import { Link } from '@mall/shared-ui';
import { categoryPath } from './menu-items';

/** Top categories fold open one at a time; each level links to its goods list. */
export function CategoryMenu({ categories }: { categories: CategoryTop[] }) {
  const [open, setOpen] = useState<number | null>(categories[0]?.id ?? null);
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
              <Link to={categoryPath(top.id)} className="category-menu__all">
                {top.name} 전체보기
              </Link>
              {top.children.map((mid) => (
                <section key={mid.id} className="category-menu__mid" aria-label={mid.name}>
                  <h3>
                    <Link to={categoryPath(mid.id)}>{mid.name}</Link>
                  </h3>
                  <ul>
                    {mid.children.map((leaf) => (
                      <li key={leaf.id}>
                        <Link to={categoryPath(leaf.id)}>{leaf.name}</Link>
                      </li>
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
