import { useEffect } from 'react';
import { Outlet } from '@mall/shared-ui';
import { PageTabs } from '../../../lib/page-tabs';
import './inquiry.css';

/** The seller Q&A tab joins when catalog publishes /api/v1/my/seller-qna (ADR 0011). */
const TABS = [{ to: '/mypage/inquiry/qna', label: '1:1 문의' }] as const;

/** /mypage/inquiry with its child qna (also /mypage/inquiry itself). */
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
