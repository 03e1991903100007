import { formatPrice } from '@mall/shared-contracts';
import type { ClaimReason } from '@mall/shared-contracts/order';

/** Who pays the return (or exchange) shipping for the chosen reason, and how the buyer pays it. */
export function ReturnShippingNote({
  testId,
  reason,
  fee,
  label = '반품 배송비',
  howPaid = '환불금액에서 차감',
}: {
  testId: string;
  reason: ClaimReason | undefined;
  fee: number;
  label?: string;
  howPaid?: string;
}) {
  return (
    <p className="my-order-line__option" data-testid={testId}>
      {label}:{' '}
      {!reason
        ? '사유를 선택하면 안내해 드립니다.'
        : reason.payer === 'seller'
          ? '판매자 부담 (상품 불량·오배송)'
          : `고객 부담 ${formatPrice(fee)} (${howPaid})`}
    </p>
  );
}
