import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { goodsCardFixture, renderWithPlatform } from '@mall/shared-ui/testing';
import { GoodsCard } from '../components/goods-card';

function renderCard(overrides: Partial<GoodsCardData> = {}) {
  const goods = goodsCardFixture(overrides);
  const view = renderWithPlatform(<GoodsCard goods={goods} />);
  const card = view.container.querySelector<HTMLElement>('article.goods-card')!;
  const badges = () => [...card.querySelectorAll('.goods-card__badge:not(.goods-card__badge--alert)')].map((b) => b.textContent);
  return { ...view, card, badges };
}

describe('GoodsCard', () => {
  it('shows brand, name, selling price, struck-through original price and sale rate, linking to the detail page', () => {
    const { card } = renderCard({ price: 15900, base_discounted_price: 12900, sale_rate: 18 });
    expect(card.querySelector('.ui-price__sell')?.textContent).toBe('12,900원');
    expect(card.querySelector('del')?.textContent).toContain('15,900원');
    expect(card.querySelector('.ui-price__rate')?.textContent).toBe('18%');
    expect(screen.getByRole('heading', { name: '오버핏 코튼 셔츠' })).toBeTruthy();
    expect(card.textContent).toContain('무드웨어');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/goods/detail/101');
  });

  it('without a sale shows no struck price and no rate', () => {
    const { card } = renderCard({ price: 12900, base_discounted_price: 12900, sale_rate: 0 });
    expect(card.querySelector('del')).toBeNull();
    expect(card.querySelector('.ui-price__rate')).toBeNull();
  });

  it('a normal card is not marked sold out', () => {
    const { card } = renderCard();
    expect(card.className).not.toContain('goods-card--soldout');
    expect(card.querySelector('.goods-card__soldout')).toBeNull();
  });

  it('sold out shows 품절', () => {
    const { card } = renderCard({ is_soldout: true, stock: 0 });
    expect(card.className).toContain('goods-card--soldout');
    expect(card.querySelector('.goods-card__soldout')?.textContent).toBe('품절');
  });

  it('sold out with restock notice shows 재입고 알림', () => {
    const { card } = renderCard({ is_soldout: true, stock: 0, is_restock_notice: true });
    expect(card.querySelector('.goods-card__soldout')?.textContent).toBe('재입고 알림');
  });

  it('restock notice on an item in stock shows no sold-out tag', () => {
    const { card } = renderCard({ is_restock_notice: true });
    expect(card.querySelector('.goods-card__soldout')).toBeNull();
    expect(card.textContent).not.toContain('재입고 알림');
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '999+'],
    [12345, '999+'],
  ])('wish count %i shows %s', (count, text) => {
    renderCard({ wish_count: count });
    expect(screen.getByLabelText('찜').textContent).toBe(`♥ ${text}`);
  });

  it.each([
    { stock: 5, is_soldout: false, lowStock: true, badges: ['무료배송'] },
    { stock: 1, is_soldout: false, lowStock: true, badges: ['무료배송'] },
    { stock: 6, is_soldout: false, lowStock: false, badges: ['무료배송', '단독'] },
    { stock: 0, is_soldout: true, lowStock: false, badges: ['무료배송', '단독'] },
  ])('stock $stock (sold out $is_soldout): 품절임박 $lowStock, badges $badges', ({ stock, is_soldout, lowStock, badges: expected }) => {
    const { card, badges } = renderCard({ stock, is_soldout, badges: ['무료배송', '단독'] });
    expect(card.querySelector('.goods-card__badge--alert')?.textContent ?? null).toBe(lowStock ? '품절임박' : null);
    expect(badges()).toEqual(expected);
  });

  it('marks adult goods', () => {
    renderCard({ is_adult: true });
    expect(screen.getByLabelText('19세 이상 구매 가능').textContent).toBe('19');
  });

  it('non-adult goods have no adult marker', () => {
    renderCard({ is_adult: false });
    expect(screen.queryByLabelText('19세 이상 구매 가능')).toBeNull();
  });

  it('falls back to the hover image when the thumbnail fails', async () => {
    const { card } = renderCard({ thumbnail_url: '/a.jpg', hover_image_url: '/b.jpg' });
    const img = card.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    await screen.findByRole('img', { name: '오버핏 코튼 셔츠' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/b.jpg');
  });
});
