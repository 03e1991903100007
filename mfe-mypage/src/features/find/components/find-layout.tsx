import { Link, Outlet, useLocation } from '@mall/shared-ui';
import '../../../lib/form.css';
import './find.css';

const TABS = [
  { to: '/find/id', label: '아이디 찾기' },
  { to: '/find/password', label: '비밀번호 찾기' },
] as const;

/** /find with its children id (also /find itself) and password. */
export function FindLayout() {
  const { pathname } = useLocation();
  const current = pathname.startsWith('/find/password') ? '/find/password' : '/find/id';
  return (
    <section className="member-page" aria-labelledby="find-title">
      <h1 id="find-title" className="member-page__title">
        아이디·비밀번호 찾기
      </h1>
      <nav className="find-tabs" aria-label="찾기 방법">
        {TABS.map((tab) => (
          <Link key={tab.to} to={tab.to} replace aria-current={tab.to === current ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
