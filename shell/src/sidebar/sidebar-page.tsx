import { QueryClientProvider } from '@tanstack/react-query';
import { Link, queryClientFor, useFeatureGate } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { CategoryMenu } from './category-menu';
import { useCategories } from './get-categories';
import { SECTION_LINKS, type MenuItem } from './menu-items';

function Categories() {
  return (
    <QueryView query={useCategories()} failed="카테고리를 불러오지 못했습니다">
      {(categories) => <CategoryMenu categories={categories} />}
    </QueryView>
  );
}

/** /sidebar (route meta side): the mall's sections (only those that lead somewhere) and the three-level category menu. */
export function SidebarPage({ items = SECTION_LINKS }: { items?: MenuItem[] }) {
  const gate = useFeatureGate();
  return (
    <QueryClientProvider client={queryClientFor('shell')}>
      <div className="sidebar">
        <h1 className="sidebar__title">전체 메뉴</h1>
        <nav className="sidebar__sections" aria-label="쇼핑 바로가기">
          <ul>
            {items
              .filter((item) => gate.allowsPath(item.to))
              .map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
          </ul>
        </nav>
        <nav className="sidebar__categories" aria-labelledby="sidebar-categories-title">
          <h2 id="sidebar-categories-title" className="sidebar__subtitle">
            카테고리
          </h2>
          <Categories />
        </nav>
      </div>
    </QueryClientProvider>
  );
}
