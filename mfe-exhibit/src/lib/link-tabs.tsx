import { Link } from '@mall/shared-ui';
import './link-tabs.css';

/** Tabs that are addresses (`/showcase/2`, `/joint-purchase/deadline`): the current one is marked for screen readers. */
export function LinkTabs({ label, items, current }: { label: string; items: { to: string; label: string }[]; current: string }) {
  return (
    <nav className="exhibit-link-tabs" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={item.to === current ? 'page' : undefined} replace>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
