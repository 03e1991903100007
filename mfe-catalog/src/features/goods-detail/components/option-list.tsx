import { formatPrice, isLowStock, type GoodsOption } from '@mall/shared-contracts';
import { Dropdown } from '@mall/shared-ui';

interface OptionListProps {
  options: GoodsOption[];
  value: number | null;
  onChange: (id: number) => void;
  /** The dropdown opens (the live stock is read again). */
  onOpen?: () => void;
}

/** The option dropdown: sold-out options cannot be chosen, low stock says how many are left; a choice closes it. */
export function OptionList({ options, value, onChange, onOpen }: OptionListProps) {
  const selected = options.find((o) => o.id === value);
  return (
    <div
      className="option-list"
      onClick={(e) => {
        const toggle = (e.target as Element).closest('.ui-dropdown__toggle');
        if (toggle && toggle.getAttribute('aria-expanded') === 'false') onOpen?.();
      }}
    >
      <p className="option-list__title">옵션 선택</p>
      <Dropdown
        className="option-list__dropdown"
        label={
          selected ? (
            <>
              <span className="ui-visually-hidden">선택한 옵션 </span>
              {selected.name}
            </>
          ) : (
            '옵션을 선택해 주세요'
          )
        }
      >
        {(close) => (
          <ul className="option-list__items" aria-label="옵션">
            {options.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  className={`option-list__item${o.is_soldout ? ' option-list__item--soldout' : ''}`}
                  disabled={o.is_soldout}
                  aria-pressed={value === o.id}
                  onClick={() => {
                    onChange(o.id);
                    close();
                  }}
                >
                  <span className="option-list__name">{o.name}</span>
                  {o.extra_amount ? <span className="option-list__extra">+{formatPrice(o.extra_amount)}</span> : null}
                  <span className="option-list__stock">{o.is_soldout ? '품절' : isLowStock(o) ? `${o.stock}개 남음` : ''}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dropdown>
    </div>
  );
}
