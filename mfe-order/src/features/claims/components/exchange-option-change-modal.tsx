import { useState } from 'react';
import { CLAIM_MESSAGES, type ExchangeOption } from '@mall/shared-contracts/order';
import { StatusPanel, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { useExchangeOptions } from '../api/claims';
import '../../../lib/my-orders.css';

/** What the shopper chose: the option and its name (the exchange page shows it on the line). */
export interface ExchangeOptionChoice {
  option_id: number;
  name: string;
}

const UNAVAILABLE: Record<NonNullable<ExchangeOption['unavailable']>, string> = {
  current: '현재 옵션',
  sold_out: '품절',
  price_differs: '가격이 다른 옵션',
};

/**
 * `exchange-option-change`: the other options of the line's goods with their stock; the current one,
 * the sold-out ones and those at another price cannot be chosen. Closes with the chosen option.
 */
export function ExchangeOptionChangeModal({ titleId, params, close }: ModalComponentProps) {
  const orderId = params.order_id ?? '';
  const itemId = Number(params.item_id ?? 0);
  const options = useExchangeOptions(orderId, itemId);
  const [chosen, setChosen] = useState<number | null>(() => Number(params.option_id ?? 0) || null);
  const [message, setMessage] = useState<string | null>(null);
  const data = options.data;
  const choosable = data?.options.filter((o) => o.unavailable === null) ?? [];

  const done = () => {
    const option = choosable.find((o) => o.option_id === chosen);
    if (!option) return setMessage(CLAIM_MESSAGES.exchangeOptionRequired);
    close({ option_id: option.option_id, name: option.name } satisfies ExchangeOptionChoice);
  };

  return (
    <div className="my-order-modal">
      <h2 id={titleId}>교환 옵션 변경</h2>
      <QueryView query={options} failed="옵션을 불러오지 못했습니다">
        {(offer) => (
          <>
            <p className="my-order-line__name">{offer.goods_name}</p>
            <p className="my-order-line__option" data-testid="exchange-option-current">
              현재 옵션: {offer.option_name} · {offer.ea}개
            </p>
            {choosable.length === 0 ? <StatusPanel tone="empty" title={CLAIM_MESSAGES.exchangeNoOption} /> : null}
            <fieldset className="my-order-reasons">
              <legend>교환할 옵션</legend>
              {offer.options.map((o) => (
                <label key={o.option_id} data-testid={`exchange-option-${o.option_id}`}>
                  <input
                    type="radio"
                    name="exchange-option"
                    value={o.option_id}
                    disabled={o.unavailable !== null}
                    checked={chosen === o.option_id}
                    onChange={() => setChosen(o.option_id)}
                  />{' '}
                  {o.name}
                  <span className="my-order-line__option"> {o.unavailable ? `(${UNAVAILABLE[o.unavailable]})` : `(재고 ${o.stock}개)`}</span>
                </label>
              ))}
            </fieldset>
          </>
        )}
      </QueryView>
      <FormError message={message} />
      <button type="button" className="ui-button ui-button--block" onClick={done} disabled={!data}>
        선택 완료
      </button>
    </div>
  );
}
