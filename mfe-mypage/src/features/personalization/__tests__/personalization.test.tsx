import { describe, expect, it } from 'vitest';
import { PERSONALIZATION_API } from '@mall/shared-contracts/member';
import { fireEvent, screen, within } from '@testing-library/react';
import { type GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { createFakePlatform, goodsCardFixture, memberSession, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { PersonalizationPage } from '../components/personalization-page';

/** Stands in for catalog's federated `catalog/goods-card` module. */
const remotes = {
  'catalog/goods-card': { GoodsCard: ({ goods }: { goods: GoodsCardData }) => <article data-testid="goods-card">{goods.name}</article> },
};

describe('/mypage/personalization', () => {
  it('shows the categories and the recommended goods; the switch turns them off', async () => {
    const saved: unknown[] = [];
    const platform = createFakePlatform({
      session: memberSession(),
      remotes,
      routes: {
        [`GET ${PERSONALIZATION_API.personalization}`]: ok({
          enabled: true,
          categories: [{ id: 7, name: '니트', signals: ['purchase', 'wish'] }],
          goods: [goodsCardFixture({ id: 12, name: '울 블렌드 니트' })],
        }),
        [`PUT ${PERSONALIZATION_API.personalization}`]: (request) => (saved.push(request.data), ok({ enabled: false, categories: [], goods: [] })),
      },
    });
    renderWithPlatform(<PersonalizationPage />, { platform });
    const categories = await screen.findByRole('list', { name: '관심 카테고리' });
    expect(categories.textContent).toBe('니트 구매·찜');
    expect(within(screen.getByRole('list', { name: '추천 상품' })).getByTestId('goods-card').textContent).toBe('울 블렌드 니트');
    fireEvent.click(screen.getByRole('switch', { name: '내 활동으로 상품 추천 받기' }));
    await screen.findByText('맞춤 추천이 꺼져 있습니다');
    expect(screen.getByRole('switch', { name: '내 활동으로 상품 추천 받기' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('list', { name: '추천 상품' })).toBeNull();
    expect(saved).toEqual([{ enabled: false }]);
  });
});
