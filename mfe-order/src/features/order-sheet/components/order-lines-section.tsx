import { formatPrice } from '@mall/shared-contracts';
import type { OrderSheet } from '@mall/shared-contracts/order';
import { LazyImage } from '@mall/shared-ui';
import { TimeDealNote } from '../../../lib/time-deal-note';

/** 주문 상품: the lines by seller, each seller's shipping fee as charged when the order started. */
export function OrderLinesSection({ sheet }: { sheet: OrderSheet }) {
  const count = sheet.packs.reduce((n, p) => n + p.items.length, 0);
  return (
    <section className="order-sheet__section" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">
        주문 상품 <span className="order-sheet__count">{count}개</span>
      </h2>
      <p className="order-sheet__order-no">
        주문번호 <span data-testid="order-sheet-id">{sheet.order_id}</span>
      </p>
      {sheet.packs.map((pack) => (
        <div key={pack.seller_id} className="order-pack">
          <p className="order-pack__seller">
            {pack.seller_name} <span>배송비 {pack.shipping_amount === 0 ? '무료' : formatPrice(pack.shipping_amount)}</span>
          </p>
          <ul className="order-pack__lines">
            {pack.items.map((line) => (
              <li key={line.id} className="order-line">
                <LazyImage src={line.thumbnail_url} alt={line.goods_name} width={64} height={77} className="order-line__thumb" />
                <div>
                  <p className="order-line__brand">{line.brand_name}</p>
                  <p className="order-line__name">{line.goods_name}</p>
                  <p className="order-line__option">
                    {line.option_name} · {line.ea}개
                  </p>
                  <TimeDealNote deal={line.time_deal} />
                  <p className="order-line__price">
                    {line.list_price > line.price ? <del>{formatPrice(line.list_price * line.ea)}</del> : null}{' '}
                    <strong>{formatPrice(line.price * line.ea)}</strong>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
