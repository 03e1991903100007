import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { MESSAGES } from '@mall/shared-contracts';
import type { GoodsCardModule } from '@mall/shared-ui/goods-card-module';
import { QueryView } from '@mall/shared-ui/query-view';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from '../goods-grid';

const GoodsCard = ({ goods }: { goods: GoodsCardData }) => <article data-testid="goods-card">{goods.name}</article>;
const goods = [
  { id: 1, name: '린넨 와이드 팬츠' },
  { id: 2, name: '니트 가디건' },
] as GoodsCardData[];

function Grid({ module }: { module: GoodsCardModule }) {
  return (
    <QueryView query={goodsCardQuery(module)} failed={GOODS_LOAD_FAILED}>
      {(Card) => <GoodsGrid GoodsCard={Card} goods={goods} label="기획전 상품" />}
    </QueryView>
  );
}

describe('a goods grid waits for catalog’s card through QueryView', () => {
  it('loads, then draws each goods with the card', () => {
    const { rerender } = render(<Grid module={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toContain('불러오는 중입니다');
    rerender(<Grid module={{ status: 'ready', GoodsCard }} />);
    expect(screen.getAllByTestId('goods-card').map((c) => c.textContent)).toEqual(['린넨 와이드 팬츠', '니트 가디건']);
    expect(screen.getByRole('list', { name: '기획전 상품' })).toBeTruthy();
  });

  it('a failed card load says 상품 목록을 불러오지 못했습니다, and 다시 시도 loads the card again', () => {
    const retry = vi.fn();
    render(<Grid module={{ status: 'error', retry }} />);
    expect(screen.getByRole('alert').textContent).toContain('상품 목록을 불러오지 못했습니다');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryAllByTestId('goods-card')).toHaveLength(0);
  });
});
