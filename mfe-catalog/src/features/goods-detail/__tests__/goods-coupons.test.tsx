import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@mall/shared-contracts';
import {
  GOODS_COUPON_API,
  GOODS_STATE_API,
  GOODS_COUPON_MESSAGES,
  couponPeriodLabel,
  couponsToDownload,
  type GoodsCoupon,
  type GoodsCoupons,
  type GoodsPromotions,
} from '@mall/shared-contracts/catalog';
import { ORDER_COUPON_MESSAGES } from '@mall/shared-contracts/order';
import { createFakePlatform, goodsDetailFixture, memberSession, ok, renderWithPlatform, type FakeRoutes } from '@mall/shared-ui/testing';
import { GoodsBenefits } from '../components/goods-benefits';
import { GoodsCouponDownloadModal } from '../components/goods-coupon-download-modal';

const coupon = (overrides: Partial<GoodsCoupon> = {}): GoodsCoupon => ({
  id: 1,
  title: '브랜드 15% 할인',
  type_label: '상품 쿠폰',
  discount_type: 'rate',
  discount_value: 15,
  discount_label: '15% 할인 (최대 20,000원)',
  apply_range_type: 'brand',
  apply_range_label: '특정 브랜드 상품',
  maximum_discount_amount: 20_000,
  min_sell_price: 0,
  usable_device_labels: ['PC', '모바일 웹', '앱'],
  valid_from: '2026-11-01 00:00:00',
  valid_until: '2026-12-31 23:59:59',
  valid_days_after_issue: null,
  period_label: '2026.12.31 23:59까지',
  discount_amount: 15_000,
  reason: null,
  is_downloaded: false,
  ...overrides,
});
const answer = (coupons: GoodsCoupon[], extra: Partial<GoodsCoupons> = {}): GoodsCoupons => {
  const max = Math.max(0, ...coupons.map((c) => c.discount_amount));
  return {
    goods_id: 5,
    price: 100_000,
    coupons,
    max_discount_amount: max,
    best_price: 100_000 - max,
    downloadable_count: couponsToDownload(coupons).length,
    ...extra,
  };
};

/** The promotions call's coupon part, as mall-api sums up the download modal's answer. */
const promotionsOf = (a: GoodsCoupons): GoodsPromotions => ({
  goods_id: a.goods_id,
  coupons: { count: a.coupons.length, downloadable_count: a.downloadable_count, max_discount_amount: a.max_discount_amount, best_price: a.best_price },
  giveaways: [],
  time_deal: null,
});

function render(ui: React.ReactElement, routes: FakeRoutes, member = true) {
  const platform = createFakePlatform({ routes, ...(member ? { session: memberSession() } : {}), confirmAnswer: true });
  renderWithPlatform(ui, { platform, route: '/goods/detail/5' });
  return platform;
}

describe('coupon rules shown to shoppers', () => {
  it('says how long a downloaded coupon lasts', () => {
    expect(couponPeriodLabel({ valid_until: '2026-12-31 23:59:59', valid_days_after_issue: null })).toBe('2026.12.31 23:59까지');
    expect(couponPeriodLabel({ valid_until: '2026-12-31 23:59:59', valid_days_after_issue: 14 })).toBe('다운로드 후 14일간 (2026.12.31까지)');
    expect(couponPeriodLabel({ valid_until: null, valid_days_after_issue: 7 })).toBe('다운로드 후 7일간');
    expect(couponPeriodLabel({ valid_until: null, valid_days_after_issue: null })).toBe('기한 없음');
  });
  it('모두 받기 sends only the coupons not held yet', () => {
    expect(couponsToDownload([coupon({ id: 1, is_downloaded: true }), coupon({ id: 2 }), coupon({ id: 3 })])).toEqual([2, 3]);
  });
});

describe('GoodsBenefits', () => {
  it('shows the biggest discount and opens the download modal of this goods', async () => {
    const platform = render(<GoodsBenefits goods={goodsDetailFixture({ id: 5 })} />, {
      [`GET ${GOODS_STATE_API.promotions(5)}`]: ok(promotionsOf(answer([coupon()]))),
    });
    expect(await screen.findByText('최대 15,000원 할인 쿠폰')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '쿠폰 받기' }));
    expect(platform.modalCalls).toEqual([{ name: 'goods-coupon-download', params: { goods_id: '5' } }]);
  });
  it('shows nothing when the goods has no coupon', async () => {
    const platform = render(<GoodsBenefits goods={goodsDetailFixture({ id: 5 })} />, {
      [`GET ${GOODS_STATE_API.promotions(5)}`]: ok(promotionsOf(answer([]))),
    });
    // one promotions call answers both rows (coupons and gifts), and neither has anything to show
    await waitFor(() => expect(platform.requests.map((r) => r.url)).toEqual([GOODS_STATE_API.promotions(5)]));
    expect(screen.queryByRole('button', { name: '쿠폰 받기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '사은품 보기' })).toBeNull();
  });
});

describe('GoodsCouponDownloadModal', () => {
  const props = { params: { goods_id: '5' }, titleId: 't', close: () => {} };

  it('a visitor is asked to log in and nothing is sent', async () => {
    const platform = render(<GoodsCouponDownloadModal {...props} />, { [`GET ${GOODS_COUPON_API.goodsCoupons(5)}`]: ok(answer([coupon()])) }, false);
    fireEvent.click(await screen.findByRole('button', { name: '브랜드 15% 할인 받기' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)).toMatchObject({ type: 'confirm', message: MESSAGES.loginRequiredConfirm }));
    await waitFor(() => expect(platform.history.location.pathname).toBe('/login'));
    expect(platform.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a member downloads one, then the rest; held ones read 받기 완료', async () => {
    const a = coupon({ id: 1 });
    const b = coupon({ id: 2, title: '셀러 5,000원 할인', discount_label: '5,000원 할인', discount_amount: 5000, min_sell_price: 70_000 });
    const c = coupon({
      id: 3,
      title: '전 상품 3,000원 할인',
      discount_label: '3,000원 할인',
      discount_amount: 0,
      min_sell_price: 200_000,
      reason: '200,000원 이상 구매 시 사용할 수 있습니다.',
    });
    let held = new Set<number>();
    const current = () => answer([a, b, c].map((x) => ({ ...x, is_downloaded: held.has(x.id) })));
    const platform = render(<GoodsCouponDownloadModal {...props} />, {
      [`GET ${GOODS_COUPON_API.goodsCoupons(5)}`]: () => ok(current()),
      [`POST ${GOODS_COUPON_API.goodsCouponsDownload(5)}`]: (req) => {
        const ids = (req.data as { coupon_ids: number[] }).coupon_ids.filter((id) => !held.has(id));
        held = new Set([...held, ...ids]);
        return ok({ ...current(), downloaded_ids: ids });
      },
    });
    expect(await screen.findByText('이 상품 가격으로는 최소 주문 금액에 못 미칩니다')).toBeTruthy();
    expect(screen.getByText('70,000원 이상 구매 시')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '셀러 5,000원 할인 받기' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)).toMatchObject({ message: GOODS_COUPON_MESSAGES.downloaded }));
    expect((screen.getByRole('button', { name: '셀러 5,000원 할인 받기 완료' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '쿠폰 모두 받기 (2장)' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)).toMatchObject({ message: GOODS_COUPON_MESSAGES.downloadedMany(2) }));
    expect(platform.requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([{ coupon_ids: [2] }, { coupon_ids: [1, 3] }]);
    expect((screen.getByRole('button', { name: GOODS_COUPON_MESSAGES.allDownloaded }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refused download says why in Korean and reloads the list', async () => {
    const platform = render(<GoodsCouponDownloadModal {...props} />, {
      [`GET ${GOODS_COUPON_API.goodsCoupons(5)}`]: ok(answer([coupon()])),
      [`POST ${GOODS_COUPON_API.goodsCouponsDownload(5)}`]: {
        status: 422,
        data: { status: 422, code: 'COUPON_NOT_DOWNLOADABLE', message: GOODS_COUPON_MESSAGES.notDownloadable },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '브랜드 15% 할인 받기' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)).toMatchObject({ message: GOODS_COUPON_MESSAGES.notDownloadable }));
    await waitFor(() => expect(platform.requests.filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it('a coupon for other devices takes nothing here and says where it can be used, as the order’s coupon modal does', async () => {
    const appOnly = coupon({
      id: 4,
      title: '앱 전용 5,000원 할인',
      discount_amount: 0,
      usable_device_labels: ['앱'],
      reason: ORDER_COUPON_MESSAGES.deviceOnly(['app']),
    });
    render(<GoodsCouponDownloadModal {...props} />, { [`GET ${GOODS_COUPON_API.goodsCoupons(5)}`]: ok(answer([coupon(), appOnly])) });
    expect(await screen.findByText('앱에서만 사용할 수 있는 쿠폰입니다.')).toBeTruthy();
    expect(screen.getByText('이 상품 15,000원 할인')).toBeTruthy();
    // It can still be downloaded (it is offered everywhere) and used in the app.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '앱 전용 5,000원 할인 받기' }).disabled).toBe(false);
  });

  it('an empty list says so', async () => {
    render(<GoodsCouponDownloadModal {...props} />, { [`GET ${GOODS_COUPON_API.goodsCoupons(5)}`]: ok(answer([])) });
    expect(await screen.findByText(GOODS_COUPON_MESSAGES.empty)).toBeTruthy();
  });
});
