import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GIVEAWAY_API, GIVEAWAY_MESSAGES, GOODS_STATE_API, type Giveaway } from '@mall/shared-contracts/catalog';
import { createFakePlatform, goodsCardFixture, goodsDetailFixture, ok, renderWithPlatform, type FakeRoutes } from '@mall/shared-ui/testing';
import { GoodsBenefits } from '../components/goods-benefits';
import { GiveawayModal, GiveawayTargetGoodsModal, goodsIdsOf } from '../components/giveaway-modals';

const gift = (overrides: Partial<Giveaway> = {}): Giveaway => ({
  id: 1,
  name: '로고 에코백',
  condition_label: '대상 상품 50,000원 이상 구매 시 증정',
  image_url: '/media/giveaways/1.svg',
  min_purchase_amount: 50_000,
  quantity: 300,
  start_at: '2026-11-18T01:00:00.000Z',
  end_at: '2026-12-25T14:59:00.000Z',
  state: 'ongoing',
  target_goods_count: 5,
  ...overrides,
});

function render(ui: React.ReactElement, routes: FakeRoutes) {
  const platform = createFakePlatform({ routes });
  renderWithPlatform(ui, { platform, route: '/goods/detail/5' });
  return platform;
}

describe('goodsIdsOf', () => {
  it('reads goods_id (goods detail) or goods_ids (order sheet), dropping junk and repeats', () => {
    expect(goodsIdsOf({ goods_id: '5' })).toEqual([5]);
    expect(goodsIdsOf({ goods_ids: '5, 7,5,x,-1,0' })).toEqual([5, 7]);
    expect(goodsIdsOf({})).toEqual([]);
  });
});

describe('giveaways on goods detail', () => {
  it('names the first gift and opens the giveaway modal of this goods', async () => {
    const platform = render(<GoodsBenefits goods={goodsDetailFixture({ id: 5 })} />, {
      [`GET ${GOODS_STATE_API.promotions(5)}`]: ok({
        goods_id: 5,
        coupons: { count: 0, downloadable_count: 0, max_discount_amount: 0, best_price: 12_900 },
        giveaways: [gift(), gift({ id: 2, name: '장갑' })],
        time_deal: null,
      }),
    });
    expect(await screen.findByText('로고 에코백 외 1개')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '사은품 보기' }));
    expect(platform.modalCalls).toEqual([{ name: 'giveaway', params: { goods_id: '5' } }]);
    // The row reads the goods' promotions (what applies now); the modal reads the giveaways themselves.
    expect(platform.requests.map((r) => r.url)).toEqual([GOODS_STATE_API.promotions(5)]);
    expect(screen.queryByRole('button', { name: '쿠폰 받기' })).toBeNull();
  });

  it('the giveaway modal lists conditions and periods, and opens the target goods', async () => {
    const platform = render(<GiveawayModal params={{ goods_ids: '5,7' }} titleId="t" close={() => {}} />, {
      [`GET ${GIVEAWAY_API.giveaways}`]: ok({
        giveaways: [gift(), gift({ id: 2, name: '장갑', min_purchase_amount: 0, quantity: null, target_goods_count: 3 })],
      }),
    });
    expect(await screen.findByText('대상 상품 50,000원 이상 주문')).toBeTruthy();
    expect(screen.getByText('준비 수량 300개 (소진 시 종료)')).toBeTruthy();
    expect(screen.getByText('대상 상품 구매 시')).toBeTruthy();
    expect(screen.getAllByText('증정 기간 2026.11.18 10:00 ~ 2026.12.25 23:59')).toHaveLength(2);
    expect(platform.requests[0]!.params).toEqual({ goods_ids: '5,7' });
    fireEvent.click(screen.getByRole('button', { name: '대상 상품 3개 보기' }));
    expect(platform.modalCalls).toEqual([{ name: 'giveaway-target-goods', params: { giveaway_id: '2' } }]);
  });

  it('says so when the goods earn no gift', async () => {
    render(<GiveawayModal params={{ goods_id: '5' }} titleId="t" close={() => {}} />, { [`GET ${GIVEAWAY_API.giveaways}`]: ok({ giveaways: [] }) });
    expect(await screen.findByText(GIVEAWAY_MESSAGES.empty)).toBeTruthy();
  });

  it('the target goods modal shows the goods cards, an ended giveaway says it ended, an unknown one is not found', async () => {
    render(<GiveawayTargetGoodsModal params={{ giveaway_id: '1' }} titleId="t" close={() => {}} />, {
      [`GET ${GIVEAWAY_API.giveaway(1)}`]: ok({ ...gift({ state: 'ended' }), goods: [goodsCardFixture({ id: 5, name: 'MA-1 항공 점퍼' })] }),
    });
    expect(await screen.findByText('MA-1 항공 점퍼')).toBeTruthy();
    expect(screen.getByText(GIVEAWAY_MESSAGES.ended)).toBeTruthy();
  });

  it('an unknown giveaway is not found', async () => {
    render(<GiveawayTargetGoodsModal params={{ giveaway_id: '9' }} titleId="t" close={() => {}} />, {
      [`GET ${GIVEAWAY_API.giveaway(9)}`]: { status: 404, data: { status: 404, code: 'GIVEAWAY_NOT_FOUND', message: GIVEAWAY_MESSAGES.notFound } },
    });
    await waitFor(() => expect(screen.getByText(GIVEAWAY_MESSAGES.notFound)).toBeTruthy());
  });
});
