import { useEffect } from 'react';
import { Link, Outlet, useFeatureGate, useLocation } from '@mall/shared-ui';
import { INFO_PAGES, infoPath } from './info-pages';
import './info.css';

/** /cs-center/info (a popup route): the tab bar of the shopping guides and the chosen one below it. */
export function InfoLayout() {
  const { pathname } = useLocation();
  const gate = useFeatureGate();
  const current = pathname.replace(/\/$/, '').split('/')[3] ?? 'delivery';
  useEffect(() => {
    document.title = '이용 안내 | 케이몰 고객센터';
  }, []);
  return (
    <section className="info-page" aria-labelledby="info-title">
      <h1 id="info-title" className="info-page__title">
        이용 안내
      </h1>
      <nav className="info-tabs" aria-label="이용 안내 항목">
        {INFO_PAGES.filter((p) => gate.allowsPath(infoPath(p.child))).map((p) => (
          <Link key={p.child} to={infoPath(p.child)} replace aria-current={p.child === current ? 'page' : undefined}>
            {p.label}
          </Link>
        ))}
      </nav>
      <div className="info-page__body">
        <Outlet />
      </div>
    </section>
  );
}
