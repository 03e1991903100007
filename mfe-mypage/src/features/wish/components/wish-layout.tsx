import { useEffect } from 'react';
import { Outlet } from '@mall/shared-ui';
import { PageTabs } from '../../../lib/page-tabs';
import './wish.css';

const TABS = [
  { to: '/mypage/wish/goods', label: '찜한 상품' },
  { to: '/mypage/wish/brand', label: '찜한 브랜드' },
] as const;

/** /mypage/wish with its children goods (also /mypage/wish itself) and brand. */
export function WishLayout() {
  useEffect(() => {
    document.title = '찜 | 케이몰';
  }, []);
  return (
    <section className="member-page wish-page" aria-labelledby="wish-title">
      <h1 id="wish-title" className="member-page__title">
        찜
      </h1>
      <PageTabs tabs={TABS} label="찜 종류" />
      <Outlet />
    </section>
  );
}
