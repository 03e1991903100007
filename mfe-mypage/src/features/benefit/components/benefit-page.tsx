import { useEffect } from 'react';
import { isBenefitTab } from '@mall/shared-contracts/member';
import { NotFound, useParams } from '@mall/shared-ui';
import { PageTabs } from '../../../lib/page-tabs';
import { CouponTab } from './coupon-tab';
import { PointTab } from './point-tab';
import './benefit.css';

const TABS = [
  { to: '/mypage/benefit/coupon', label: '쿠폰' },
  { to: '/mypage/benefit/point', label: '적립금' },
] as const;

/** /mypage/benefit/{tabType}: the coupon wallet (register by code) or the point history. */
export function BenefitPage() {
  const { tabType } = useParams();
  useEffect(() => {
    document.title = `${tabType === 'point' ? '적립금' : '쿠폰'} | 케이몰`;
  }, [tabType]);
  if (!isBenefitTab(tabType)) return <NotFound />;
  return (
    <section className="member-page benefit-page" aria-labelledby="benefit-title">
      <h1 id="benefit-title" className="member-page__title">
        쿠폰·적립금
      </h1>
      <PageTabs tabs={TABS} label="혜택 종류" />
      {tabType === 'coupon' ? <CouponTab /> : <PointTab />}
    </section>
  );
}
