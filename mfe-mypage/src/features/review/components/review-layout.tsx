import { useEffect } from 'react';
import { Outlet } from '@mall/shared-ui';
import { PageTabs } from '../../../lib/page-tabs';
import { useWritableReviews } from '../api/review';
import './review.css';

/** /mypage/review with its children writable (also /mypage/review itself) and written. */
export function ReviewLayout() {
  useEffect(() => {
    document.title = '리뷰 | 케이몰';
  }, []);
  // Both lists answer the counts of both tabs; the writable one is the first page anyway.
  const counts = useWritableReviews().data?.pages[0]?.counts;
  const tabs = [
    { to: '/mypage/review/writable', label: `작성 가능한 리뷰${counts ? ` ${counts.writable}` : ''}` },
    { to: '/mypage/review/written', label: `작성한 리뷰${counts ? ` ${counts.written}` : ''}` },
  ];
  return (
    <section className="member-page review-page" aria-labelledby="review-title">
      <h1 id="review-title" className="member-page__title">
        리뷰
      </h1>
      <PageTabs tabs={tabs} label="리뷰 종류" />
      <Outlet />
    </section>
  );
}
