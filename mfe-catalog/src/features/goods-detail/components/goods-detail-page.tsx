import { useEffect } from 'react';
import { addRecentViewedGoods, MESSAGES, RECENT_VIEWED_GOODS_KEY } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useRecordGoodsView } from '../api/record-view';
import { GoodsDetailView } from './goods-detail-view';

export function GoodsDetailPage() {
  const id = useIdParam();
  const query = useGoodsDetail(String(id ?? ''), id !== null);
  const { data } = query;
  const { bus, storage, modals } = usePlatform();
  useRecordGoodsView(data?.id);

  useEffect(() => {
    if (!data) return;
    document.title = `${data.name} | 케이몰`;
    // Recent views live on the device (newest first, 50 at most); logout clears them.
    storage.set(RECENT_VIEWED_GOODS_KEY, addRecentViewedGoods(storage.get(RECENT_VIEWED_GOODS_KEY), data.id));
    bus.emit('track.goodsView', {
      goods: {
        goodsId: data.id,
        goodsName: data.name,
        listPrice: data.price,
        sellPrice: data.sell_price,
        discountedPrice: data.base_discounted_price,
        isSoldout: data.is_soldout,
        imageUrls: data.image_urls,
        categoryFullPath: data.category_full_path,
        brandName: data.brand.name,
      },
    });
  }, [data, bus, storage]);

  return (
    <QueryView
      query={query}
      failed="상품 정보를 불러오지 못했습니다"
      invalid={id === null}
      notFound={{ title: MESSAGES.goodsNotFound, description: '판매가 종료되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => (
        <>
          <GoodsDetailView goods={data} />
          <button type="button" className="goods-detail__recent" onClick={() => void modals.open('recent-viewed-goods')}>
            최근 본 상품
          </button>
        </>
      )}
    </QueryView>
  );
}
