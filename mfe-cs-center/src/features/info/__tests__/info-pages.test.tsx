import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API } from '@mall/shared-contracts';
import { GUIDE_API, type ShoppingGuideCode } from '@mall/shared-contracts/cs';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, ok, renderWithPlatform, shopSettingsFixture } from '@mall/shared-ui/testing';
import { DeliveryInfo, EasyPayInfo, ReturnInfo, RewardInfo } from '../components/info-children';
import { InfoLayout } from '../components/info-layout';

const guide = (code: ShoppingGuideCode, title: string) => ok({ code, title, paragraphs: [`${title} 첫 문단`], updated_at: '2026-01-01 00:00:00' });

function renderInfo(route: string, settings = shopSettingsFixture()) {
  const platform = createFakePlatform({
    settings,
    routes: {
      [`GET ${GUIDE_API.shoppingGuide('delivery')}`]: guide('delivery', '배송 안내'),
      [`GET ${GUIDE_API.shoppingGuide('return')}`]: guide('return', '취소·반품·교환 안내'),
      [`GET ${GUIDE_API.shoppingGuide('reward')}`]: guide('reward', '구매 리워드 안내'),
      [`GET ${GUIDE_API.shoppingGuide('pay-kakao')}`]: guide('pay-kakao', '카카오페이 결제 안내'),
      [`GET ${API.deliveryCompanies}`]: ok({
        delivery_companies: [{ code: 'cj', name: 'CJ대한통운', phone: '1588-1255', tracking_url_template: 'https://t.example/{invoice}' }],
      }),
      [`GET ${API.reasons('return')}`]: ok({
        reasons: [
          { code: 'CHANGE_MIND', label: '단순 변심', detail_reason_required: false, fault: 'buyer' },
          { code: 'DEFECT', label: '상품 불량·파손', detail_reason_required: true, fault: 'seller' },
        ],
      }),
      [`GET ${API.reasons('exchange')}`]: ok({ reasons: [{ code: 'SIZE', label: '사이즈 교환', detail_reason_required: false, fault: 'buyer' }] }),
    },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/cs-center/info" element={<InfoLayout />}>
        <Route index element={<DeliveryInfo />} />
        <Route path="return" element={<ReturnInfo />} />
        <Route path="reward" element={<RewardInfo />} />
        <Route path="pay-kakao" element={<EasyPayInfo provider="kakao" />} />
      </Route>
    </Routes>,
    { platform, route },
  );
  return platform;
}

describe('/cs-center/info', () => {
  it('shows 배송 by default: the guide from mall-api and the delivery companies with their phones', async () => {
    renderInfo('/cs-center/info');
    expect(await screen.findByRole('heading', { name: '배송 안내' })).toBeTruthy();
    expect(screen.getByText('배송 안내 첫 문단')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '1588-1255' })).getAttribute('href')).toBe('tel:1588-1255');
    const tabs = screen.getByRole('navigation', { name: '이용 안내 항목' });
    expect(within(tabs).getByRole('link', { name: '배송' }).getAttribute('aria-current')).toBe('page');
  });

  it('says who pays the return shipping for each reason', async () => {
    renderInfo('/cs-center/info/return');
    const returns = await screen.findByRole('region', { name: '반품 사유별 배송비' });
    expect(await within(returns).findByRole('row', { name: '단순 변심 고객 부담' })).toBeTruthy();
    expect(within(returns).getByRole('row', { name: '상품 불량·파손 판매자 부담' })).toBeTruthy();
  });

  it('reward: the settings’ reward policies, or a closed state when the paid feature is off (and no tab)', async () => {
    renderInfo('/cs-center/info/reward');
    expect(await screen.findByRole('row', { name: /7일 이상 결제 금액의 1% \(최대 10,000P\)/ })).toBeTruthy();
    renderInfo('/cs-center/info/reward', shopSettingsFixture(['reward']));
    expect(await screen.findByRole('heading', { name: '구매 리워드는 지금 운영하지 않습니다' })).toBeTruthy();
    const tabs = screen.getAllByRole('navigation', { name: '이용 안내 항목' }).at(-1)!;
    expect(within(tabs).queryByRole('link', { name: '구매 리워드' })).toBeNull();
  });

  it('an easy pay says whether the shop takes it now (settings.easy_pays)', async () => {
    renderInfo('/cs-center/info/pay-kakao');
    expect(await screen.findByText('지금 카카오페이로 결제하실 수 있습니다.')).toBeTruthy();
    const off = shopSettingsFixture([], { easy_pays: { kakao: false, naver: true, payco: true, toss: true } });
    renderInfo('/cs-center/info/pay-kakao', off);
    expect(await screen.findByText('지금은 카카오페이를 이용하실 수 없습니다.')).toBeTruthy();
  });
});
