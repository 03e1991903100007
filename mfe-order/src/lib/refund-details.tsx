import { usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import type { RefundEstimate } from '@mall/shared-contracts/order';
import type { RefundAccountState, TypedRefundAccount } from './refund-account';
import { RefundSummary } from './refund-summary';

/**
 * What comes back (the refund estimate, `{prefix}-refund-amount`), by which means, and — for a
 * virtual-account payment — the refund account, entered through `accountModal`.
 */
export function RefundDetails({
  prefix,
  estimate,
  paymentMethodLabel,
  needsRefundAccount,
  account,
  accountModal,
}: {
  prefix: string;
  estimate: RefundEstimate;
  paymentMethodLabel: string;
  needsRefundAccount: boolean;
  account: RefundAccountState;
  accountModal: 'refund-account' | 'cancel-refund-account';
}) {
  const platform = usePlatform();
  const enter = async () => {
    const entered = await platform.modals.open<TypedRefundAccount>(accountModal);
    // A guest's account comes back typed (not saved): the page sends it with the claim.
    if (entered?.body) account.onTyped(entered);
    else void account.refetch();
  };
  return (
    <>
      <RefundSummary estimate={estimate} title="환불 예정 금액" testId={`${prefix}-refund-amount`} />
      <p className="my-order-line__option">환불 수단: {paymentMethodLabel}</p>
      {needsRefundAccount ? (
        <RefundAccountSection prefix={prefix} account={account} onEnter={() => void enter()} onRetry={() => void account.refetch()} />
      ) : null}
    </>
  );
}

/**
 * The refund account a virtual-account payment needs. No spinner while the saved one loads (a guest has
 * none to load): the section asks for one until it is there.
 */
function RefundAccountSection({
  prefix,
  account,
  onEnter,
  onRetry,
}: {
  prefix: string;
  account: RefundAccountState;
  onEnter: () => void;
  onRetry: () => void;
}) {
  const saved = { data: account.error ? undefined : (account.data ?? null), error: account.error, refetch: onRetry };
  return (
    <section aria-labelledby={`${prefix}-account`}>
      <h2 id={`${prefix}-account`}>환불계좌</h2>
      <QueryView query={saved} failed="환불계좌를 불러오지 못했습니다">
        {(known) =>
          known ? (
            <p data-testid={`${prefix}-refund-account`}>
              {known.bank_name} {known.account_number} {known.holder_name}
            </p>
          ) : (
            <p>가상계좌 결제는 환불받을 계좌가 필요합니다.</p>
          )
        }
      </QueryView>
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={onEnter}>
        {account.data ? '환불계좌 변경' : '환불계좌 입력'}
      </button>
    </section>
  );
}
