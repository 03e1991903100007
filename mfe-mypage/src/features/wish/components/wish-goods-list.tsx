import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { WishGoodsItem, WishGoodsList } from '@mall/shared-contracts/member';
import { LazyImage, Link, Price, StatusPanel } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { MoreButton } from '../../../lib/more-button';

type WishGoodsQuery = UseInfiniteQueryResult<InfiniteData<WishGoodsList>>;

/** The wished goods of a query, all loaded pages in order. */
export const wishItemsOf = (query: WishGoodsQuery): WishGoodsItem[] => query.data?.pages.flatMap((p) => p.data) ?? [];
export const wishTotalOf = (query: WishGoodsQuery): number => query.data?.pages[0]?.total ?? 0;

/**
 * Wished goods as a grid, 50 a page with "더 보기". In selection mode every goods is a checkbox
 * (move, take out, delete); otherwise it links to its goods detail.
 */
export function WishGoodsList({
  query,
  label,
  empty,
  selection,
}: {
  query: WishGoodsQuery;
  label: string;
  empty: ReactNode;
  selection?: { selected: ReadonlySet<number>; toggle: (goodsId: number) => void } | undefined;
}) {
  return (
    <QueryView query={query} failed="찜한 상품을 불러오지 못했습니다">
      {() => {
        const items = wishItemsOf(query);
        if (!items.length) return <>{empty}</>;
        return (
          <>
            <ul className="wish-goods" aria-label={label}>
              {items.map((goods, i) => {
                const body = (
                  <>
                    <span className="wish-goods__thumb">
                      <LazyImage src={goods.thumbnail_url} fallbackSrc={goods.hover_image_url} alt="" eager={i < 4} width={300} height={360} />
                      {goods.is_soldout ? <span className="wish-goods__soldout">품절</span> : null}
                    </span>
                    <span className="wish-goods__brand">{goods.brand_name}</span>
                    <span className="wish-goods__name">{goods.name}</span>
                    <Price price={goods.price} discountedPrice={goods.base_discounted_price} saleRate={goods.sale_rate} />
                  </>
                );
                return (
                  <li key={goods.id} className="wish-goods__item" data-goods-id={goods.id}>
                    {selection ? (
                      <label className="wish-goods__select">
                        <input
                          type="checkbox"
                          checked={selection.selected.has(goods.id)}
                          onChange={() => selection.toggle(goods.id)}
                          aria-label={`${goods.name} 선택`}
                        />
                        {body}
                      </label>
                    ) : (
                      <Link to={`/goods/detail/${goods.id}`} className="wish-goods__link">
                        {body}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
            <MoreButton query={query} />
          </>
        );
      }}
    </QueryView>
  );
}

/** "찜한 상품이 없습니다" with a way to find some. */
export function WishGoodsEmpty({ title, description }: { title: string; description: string }) {
  return <StatusPanel tone="empty" title={title} description={description} />;
}
