import { formatPrice, isLowStock, type GoodsOption } from '@mall/shared-contracts';

interface OptionListProps {
  options: GoodsOption[];
  value: number | null;
  onChange: (id: number) => void;
}

/** Options with their stock: sold-out options cannot be chosen, low stock says how many are left. */
export function OptionList({ options, value, onChange }: OptionListProps) {
  return (
    <fieldset className="option-list">
      <legend>옵션 선택</legend>
      {options.map((o) => (
        <label key={o.id} className={`option-list__item${o.is_soldout ? ' option-list__item--soldout' : ''}`}>
          <input type="radio" name="goods-option" value={o.id} checked={value === o.id} disabled={o.is_soldout} onChange={() => onChange(o.id)} />
          <span className="option-list__name">{o.name}</span>
          {o.extra_amount ? <span className="option-list__extra">+{formatPrice(o.extra_amount)}</span> : null}
          <span className="option-list__stock">{o.is_soldout ? '품절' : isLowStock(o) ? `${o.stock}개 남음` : ''}</span>
        </label>
      ))}
    </fieldset>
  );
}
