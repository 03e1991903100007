import { usePlatform } from '@mall/shared-ui';
import { useGoods360 } from '../api/goods-360';
import './goods-360.css';

/** 360° 보기 on goods detail, for goods with a 360° view only. */
export function Goods360Button({ goodsId }: { goodsId: number }) {
  const platform = usePlatform();
  const view = useGoods360(goodsId);
  if (!view.data?.frames.length) return null;
  return (
    <button type="button" className="goods-360__open" onClick={() => void platform.modals.open('goods-360-images', { goods_id: String(goodsId) })}>
      360° 보기
    </button>
  );
}
