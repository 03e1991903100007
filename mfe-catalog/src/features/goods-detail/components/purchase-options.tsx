import { formatPrice, type GoodsDetail, type GoodsOption } from '@mall/shared-contracts';
import { QuantityStepper } from '@mall/shared-ui/quantity-stepper';
import { OptionList } from './option-list';

interface PurchaseOptionsProps {
  goods: GoodsDetail;
  /** The options as they are now (live stock). */
  options: GoodsOption[];
  /** Why the chosen option is gone (it sold out meanwhile). */
  notice: string | null;
  /** The option list opens: the stock is read again. */
  onOpenOptions: () => void;
  option: GoodsOption | null;
  onOption: (id: number) => void;
  ea: number;
  onEa: (ea: number) => void;
  maxEa: number;
}

/** Option dropdown, quantity and line total: the same inline on desktop and in the bottom sheet on phones. */
export function PurchaseOptions({ goods, options, notice, onOpenOptions, option, onOption, ea, onEa, maxEa }: PurchaseOptionsProps) {
  return (
    <div className="purchase-options">
      <OptionList options={options} value={option?.id ?? null} onChange={onOption} onOpen={onOpenOptions} />
      {notice ? (
        <p className="purchase-options__notice" role="alert">
          {notice}
        </p>
      ) : null}
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
