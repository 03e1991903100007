import { useEffect } from 'react';
import { addRecentViewedGoods, MESSAGES, RECENT_VIEWED_GOODS_KEY } from '@mall/shared-contracts';
import { LoadError, Loading, StatusPanel, isNotFoundError, useParams, usePlatform } from '@mall/shared-ui';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useRecordGoodsView } from '../api/record-view';
import { GoodsDetailView } from './goods-detail-view';

export function GoodsDetailPage() {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useGoodsDetail(id);
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

  if (isPending) return <Loading />;
  if (error) {
    return isNotFoundError(error) ? (
      <StatusPanel tone="empty" title={MESSAGES.goodsNotFound} description="판매가 종료되었거나 주소가 잘못되었습니다." />
    ) : (
      <LoadError title="상품 정보를 불러오지 못했습니다" onRetry={() => void refetch()} />
    );
  }
  return (
    <>
      <GoodsDetailView goods={data} />
      <button type="button" className="goods-detail__recent" onClick={() => void modals.open('recent-viewed-goods')}>
        최근 본 상품
      </button>
    </>
  );
}
