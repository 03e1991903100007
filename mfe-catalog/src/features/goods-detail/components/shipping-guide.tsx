import { formatPrice, shippingFeeText, type GoodsDetail } from '@mall/shared-contracts';
import { Dropdown, DropdownGroup } from '@mall/shared-ui';

/** The 배송·교환·반품 tab: one dropdown per topic, in a group so one is open at a time. */
export function ShippingGuide({ goods }: { goods: GoodsDetail }) {
  const { shipping } = goods;
  return (
    <DropdownGroup>
      <div className="shipping-guide">
        <Dropdown label="배송 안내">
          <ul className="shipping-guide__list">
            <li>배송비: {shippingFeeText(shipping)}</li>
            {shipping.extra_shipping_price > 0 ? <li>제주·도서산간 추가 배송비: {formatPrice(shipping.extra_shipping_price)}</li> : null}
            {shipping.is_charge_on_each ? (
              <li>이 상품은 상품마다 배송비가 부과됩니다.</li>
            ) : (
              <li>같은 판매자의 상품은 묶어서 배송되며, 배송비는 한 번만 부과됩니다.</li>
            )}
          </ul>
        </Dropdown>
        <Dropdown label="교환·반품 안내">
          <ul className="shipping-guide__list">
            <li>상품을 받으신 날부터 7일 이내에 교환·반품을 신청할 수 있습니다.</li>
            <li>단순 변심으로 인한 교환·반품은 왕복 배송비를 부담하셔야 합니다.</li>
            <li>착용 흔적이 있거나 택을 제거한 상품은 교환·반품이 어렵습니다.</li>
          </ul>
        </Dropdown>
        <Dropdown label="판매자 정보">
          <dl className="shipping-guide__seller">
            <dt>판매자</dt>
            <dd>{goods.seller.name}</dd>
            <dt>브랜드</dt>
            <dd>
              {goods.brand.name} ({goods.brand.name_en})
            </dd>
          </dl>
        </Dropdown>
      </div>
    </DropdownGroup>
  );
}
