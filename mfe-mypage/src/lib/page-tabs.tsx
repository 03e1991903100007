import { Link, useLocation } from '@mall/shared-ui';
import './page-tabs.css';

export interface PageTab {
  to: string;
  label: string;
}

/**
 * The child pages of a member page as tabs (find id/password, wish goods/brand, review, inquiry,
 * benefit): links, so each tab is a URL with back/forward; the current one by path prefix, else the first.
 */
export function PageTabs({ tabs, label }: { tabs: readonly PageTab[]; label: string }) {
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.to ?? tabs[0]?.to;
  return (
    <nav className="page-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} replace aria-current={tab.to === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
