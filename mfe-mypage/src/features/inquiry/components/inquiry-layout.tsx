import { useEffect } from 'react';
import { Outlet } from '@mall/shared-ui';
import { PageTabs } from '../../../lib/page-tabs';
import './inquiry.css';

const TABS = [
  { to: '/mypage/inquiry/qna', label: '1:1 문의' },
  { to: '/mypage/inquiry/seller-qna', label: '상품·판매자 문의' },
] as const;

/** /mypage/inquiry with its children qna (also /mypage/inquiry itself) and seller-qna, one page shape (inquiry-list). */
export function InquiryLayout() {
  useEffect(() => {
    document.title = '문의 내역 | 케이몰';
  }, []);
  return (
    <section className="member-page inquiry-page" aria-labelledby="inquiry-title">
      <h1 id="inquiry-title" className="member-page__title">
        문의 내역
      </h1>
      <PageTabs tabs={TABS} label="문의 종류" />
      <Outlet />
    </section>
  );
}
