import { useEffect, useState } from 'react';
import type { RefundAccount } from '@mall/shared-contracts/order';
import { usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useKeepRefundAccount, useRefundAccount } from '../api/refund-account';
import '../../../lib/form.css';
import './member-info.css';

/**
 * /mypage/member-info/refund-account: the account a cancelled or returned virtual-account (무통장)
 * payment goes back to. Registering and replacing it is the order squad's `refund-account` modal
 * (spec "Refund account"; `cancel-refund-account` is the cancel flow's): bank from the informations'
 * banks, 10–14 digit number, holder; the modal saves it.
 */
export function RefundAccountPage() {
  const platform = usePlatform();
  const account = useRefundAccount();
  const keep = useKeepRefundAccount();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    document.title = '환불계좌 관리 | 케이몰';
  }, []);

  return (
    <QueryView query={account} failed="환불계좌를 불러오지 못했습니다">
      {(data) => {
        const edit = async () => {
          setSaved(false);
          const result = await platform.modals.open<RefundAccount>('refund-account');
          if (!result) return;
          keep(result);
          setSaved(true);
        };

        return (
          <section className="member-page" aria-labelledby="refund-account-title">
            <h1 id="refund-account-title" className="member-page__title">
              환불계좌 관리
            </h1>
            <p className="member-page__lead">무통장입금(가상계좌)으로 결제한 주문을 취소하거나 반품하면 이 계좌로 환불해 드립니다.</p>
            {data ? (
              <dl className="member-info__fixed" aria-label="등록된 환불계좌">
                <div>
                  <dt>은행</dt>
                  <dd>{data.bank_name}</dd>
                </div>
                <div>
                  <dt>계좌번호</dt>
                  <dd data-testid="refund-account-number">{data.account_number}</dd>
                </div>
                <div>
                  <dt>예금주</dt>
                  <dd>{data.holder_name}</dd>
                </div>
              </dl>
            ) : (
              <p className="member-info__empty" role="status">
                등록된 환불계좌가 없습니다. 계좌를 등록해 두면 취소·반품 때 다시 입력하지 않아도 됩니다.
              </p>
            )}
            {saved ? (
              <p className="form-hint form-hint--ok" role="status">
                환불계좌가 저장되었습니다.
              </p>
            ) : null}
            <div className="member-page__actions">
              <button type="button" className="ui-button ui-button--block" onClick={() => void edit()}>
                {data ? '환불계좌 변경' : '환불계좌 등록'}
              </button>
            </div>
            <ul className="member-info__notes">
              <li>본인 명의의 계좌만 등록할 수 있으며, 예금주가 다르면 환불이 늦어질 수 있습니다.</li>
              <li>카드·간편결제 주문은 결제 수단으로 환불되며 이 계좌를 쓰지 않습니다.</li>
            </ul>
          </section>
        );
      }}
    </QueryView>
  );
}
