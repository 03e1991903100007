import { formatPrice, type GoodsDetail, type GoodsOption } from '@mall/shared-contracts';
import { QuantityStepper } from '@mall/shared-ui';
import { OptionList } from './option-list';

interface PurchaseOptionsProps {
  goods: GoodsDetail;
  option: GoodsOption | null;
  onOption: (id: number) => void;
  ea: number;
  onEa: (ea: number) => void;
  maxEa: number;
}

/** Option dropdown, quantity and line total: the same inline on desktop and in the bottom sheet on phones. */
export function PurchaseOptions({ goods, option, onOption, ea, onEa, maxEa }: PurchaseOptionsProps) {
  return (
    <div className="purchase-options">
      <OptionList options={goods.options} value={option?.id ?? null} onChange={onOption} />
      {option ? (
        <div className="goods-detail__selected">
          <span>{option.name}</span>
          <QuantityStepper value={ea} onChange={onEa} max={maxEa} />
          <strong>{formatPrice((goods.base_discounted_price + option.extra_amount) * ea)}</strong>
        </div>
      ) : null}
    </div>
  );
}
