import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { contrastRatio, MESSAGES, type GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { WISH_API } from '@mall/shared-contracts/wish-api';
import { createFakePlatform, goodsCardFixture, memberSession, ok, renderWithPlatform, type FakePlatform } from '@mall/shared-ui/testing';
import { GoodsCard } from '../components/goods-card';

function renderCard(overrides: Partial<GoodsCardData> = {}, { platform, alternative }: { platform?: FakePlatform; alternative?: boolean } = {}) {
  const goods = goodsCardFixture(overrides);
  const view = renderWithPlatform(<GoodsCard goods={goods} alternative={alternative} />, { platform, route: '/best?period=daily' });
  const card = view.container.querySelector<HTMLElement>('article.goods-card')!;
  const badges = () => [...card.querySelectorAll('.goods-card__badge:not(.goods-card__badge--alert)')].map((b) => b.textContent);
  return { ...view, card, badges };
}

const heart = () => screen.getByRole('button', { name: /^오버핏 코튼 셔츠 찜하기/ });

/** A member's session whose liked goods follow wish.changed, as the shell's do. */
function memberPlatform(routes: Parameters<typeof createFakePlatform>[0] = {}) {
  const platform = createFakePlatform({ session: memberSession(), ...routes });
  platform.bus.on('wish.changed', ({ goodsId, liked }) => platform.setLikedGoods(liked ? [goodsId] : []));
  return platform;
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
    // The heart is a button of its own beside the link, not text inside it.
    expect(screen.getByRole('link').querySelector('button')).toBeNull();
    expect(screen.getByRole('link').textContent).not.toContain('♥');
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
    expect(heart().getAttribute('aria-label')).toBe(`오버핏 코튼 셔츠 찜하기, 찜 ${text}`);
    expect(heart().textContent).toBe(`♡${text}`);
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

describe('GoodsCard wish heart (goods detail’s)', () => {
  it('a visitor is asked to log in first and goes to login with the way back', async () => {
    const platform = createFakePlatform({ confirmAnswer: true });
    renderCard({}, { platform });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(platform.history.location.pathname).toBe('/login'));
    expect(platform.alertCalls).toEqual([{ type: 'confirm', message: MESSAGES.loginRequiredConfirm, options: undefined }]);
    expect(platform.history.location.search).toBe('?redirect_to_after=%2Fbest%3Fperiod%3Ddaily');
    expect(platform.modalCalls).toEqual([]);
  });

  it('a visitor who declines stays on the page', async () => {
    const platform = createFakePlatform({ confirmAnswer: false });
    renderCard({}, { platform });
    fireEvent.click(heart());
    await waitFor(() => expect(platform.alertCalls).toHaveLength(1));
    expect(platform.history.location.pathname).toBe('/best');
  });

  it('a member’s like opens mypage’s folder picker; the heart and count follow the wish.changed it ends in', async () => {
    const platform = memberPlatform();
    renderCard({ wish_count: 16 }, { platform });
    fireEvent.click(heart());
    await waitFor(() => expect(platform.modalCalls).toEqual([{ name: 'wished-folder', params: { goods_id: '101' } }]));
    expect(platform.requests).toEqual([]);
    // mypage's picker liked it into a folder: the event carries the server's count.
    act(() => platform.bus.emit('wish.changed', { goodsId: 101, liked: true, wishCount: 17 }));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 17');
    expect(heart().className).toContain('goods-card__wish--on');
  });

  it('another goods’ wish change leaves the card as it is', async () => {
    const platform = createFakePlatform({ session: memberSession() });
    renderCard({ wish_count: 16 }, { platform });
    act(() => platform.bus.emit('wish.changed', { goodsId: 55, liked: true, wishCount: 3 }));
    await waitFor(() => expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 16'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('a liked heart unlikes: DELETE, wish.changed with the server’s count, the heart empties', async () => {
    const platform = memberPlatform({
      routes: { [`DELETE ${WISH_API.wishGoodsItem(101)}`]: ok({ goods_id: 101, liked: false, wish_count: 15 }) },
    });
    platform.setLikedGoods([101]);
    renderCard({ wish_count: 16 }, { platform });
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart());
    await waitFor(() => expect(platform.eventsOf('wish.changed')).toEqual([{ goodsId: 101, liked: false, wishCount: 15 }]));
    await waitFor(() => expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 15'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(platform.modalCalls).toEqual([]);
  });

  it('a card mounted after the change shows the count the change answered', async () => {
    const platform = createFakePlatform({ session: memberSession() });
    const first = renderCard({ wish_count: 16 }, { platform });
    act(() => platform.bus.emit('wish.changed', { goodsId: 101, liked: true, wishCount: 17 }));
    first.rerender(<p>다른 페이지</p>);
    expect(screen.queryByRole('button')).toBeNull();
    // The listing read back from its cache still says 16; the same remote's cache knows better.
    first.rerender(<GoodsCard goods={goodsCardFixture({ wish_count: 16 })} />);
    expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 17');
  });
});

describe('GoodsCard icon and alternative card', () => {
  it('paints the API’s icon, darkening a background its text would not read on', () => {
    const { card } = renderCard({ icon: { background_color: '#ff3d00', text_color: '#ffffff', label: '특가' } });
    const icon = card.querySelector<HTMLElement>('.goods-card__icon')!;
    expect(icon.textContent).toBe('특가');
    expect(icon.style.color).toBe('rgb(255, 255, 255)');
    const [r, g, b] = icon.style.background.match(/\d+/g)!.map(Number);
    const hex = `#${[r, g, b].map((n) => (n ?? 0).toString(16).padStart(2, '0')).join('')}`;
    expect(contrastRatio('#ffffff', hex)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps an icon that already reads as the shop set it', () => {
    const { card } = renderCard({ icon: { background_color: '#111111', text_color: '#ffffff', label: 'ONLY' } });
    expect(card.querySelector<HTMLElement>('.goods-card__icon')!.style.background).toBe('rgb(17, 17, 17)');
  });

  it('no icon, no label', () => {
    const { card } = renderCard({ icon: null });
    expect(card.querySelector('.goods-card__icon')).toBeNull();
  });

  it('the alternative card shows at most two badges; the normal card all of them', () => {
    const badges = ['무료배송', '단독', '쿠폰', '신상'];
    expect(renderCard({ badges }, { alternative: true }).badges()).toEqual(['무료배송', '단독']);
    expect(renderCard({ badges }).badges()).toEqual(badges);
  });

  it('the alternative card still shows one badge when stock is low', () => {
    const { badges, card } = renderCard({ badges: ['무료배송', '단독', '쿠폰'], stock: 3 }, { alternative: true });
    expect(card.className).toContain('goods-card--alt');
    expect(badges()).toEqual(['무료배송']);
  });
});
