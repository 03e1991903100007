import { Outlet } from '@mall/shared-ui';
import { PageTabs } from '../../../lib/page-tabs';
import '../../../lib/form.css';
import './find.css';

const TABS = [
  { to: '/find/id', label: '아이디 찾기' },
  { to: '/find/password', label: '비밀번호 찾기' },
] as const;

/** /find with its children id (also /find itself) and password. */
export function FindLayout() {
  return (
    <section className="member-page" aria-labelledby="find-title">
      <h1 id="find-title" className="member-page__title">
        아이디·비밀번호 찾기
      </h1>
      <PageTabs tabs={TABS} label="찾기 방법" />
      <Outlet />
    </section>
  );
}
