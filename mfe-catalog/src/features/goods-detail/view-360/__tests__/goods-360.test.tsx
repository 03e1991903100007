import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { API } from '@mall/shared-contracts';
import { GOODS_REVIEW_API, GOODS_REVIEW_MESSAGES, type Goods360Images } from '@mall/shared-contracts/catalog';
import { createFakePlatform, goodsDetailFixture, ok, renderWithPlatform, type FakeRoutes } from '@mall/shared-ui/testing';
import { Goods360Button } from '../components/goods-360-button';
import { Goods360Modal } from '../components/goods-360-modal';

const view: Goods360Images = { goods_id: 101, frames: Array.from({ length: 8 }, (_, i) => ({ angle: i * 45, url: `/media/goods/101/360/${i * 45}.svg` })) };

function render(ui: React.ReactElement, routes: FakeRoutes) {
  const platform = createFakePlatform({ routes });
  renderWithPlatform(ui, { platform, route: '/goods/detail/101' });
  return platform;
}

describe('goods 360° view', () => {
  it('turns with the arrow keys, Page keys and Home, wrapping around', async () => {
    render(<Goods360Modal params={{ goods_id: '101' }} titleId="t" close={() => {}} />, {
      [`GET ${GOODS_REVIEW_API.images360(101)}`]: () => ok(view),
      [`GET ${API.goods(101)}`]: () => ok(goodsDetailFixture({ id: 101 })),
    });
    const slider = await screen.findByRole('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('315');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider.getAttribute('aria-valuenow')).toBe('45');
    fireEvent.click(screen.getByRole('button', { name: '오른쪽으로 돌리기' }));
    expect(slider.getAttribute('aria-valuetext')).toBe('90도');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getAllByRole('img', { hidden: true }).filter((img) => !img.hidden)).toHaveLength(1);
  });

  it('says so for goods without frames, and goods detail offers no button then', async () => {
    render(
      <>
        <Goods360Modal params={{ goods_id: '101' }} titleId="t" close={() => {}} />
        <Goods360Button goodsId={101} />
      </>,
      {
        [`GET ${GOODS_REVIEW_API.images360(101)}`]: () => ok({ goods_id: 101, frames: [] }),
        [`GET ${API.goods(101)}`]: () => ok(goodsDetailFixture({ id: 101 })),
      },
    );
    expect(await screen.findByText(GOODS_REVIEW_MESSAGES.no360)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '360° 보기' })).toBeNull();
  });
});
