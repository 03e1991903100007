import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { maskAccountNumber, MY_ORDER_MESSAGES, RefundAccountBodySchema } from '@mall/shared-contracts/order';
import type { ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { Field } from '../../../lib/form';
import { useBanks } from '../api/banks';
import { useOrderManager } from '../../../lib/order-manager';
import { useRefundAccount, useSaveRefundAccount, type TypedRefundAccount } from '../../../lib/refund-account';
import '../../../lib/my-orders.css';

/**
 * `cancel-refund-account` and `refund-account`: the account a virtual-account payment is refunded to (a
 * cancel or a return); saved as the member's refund account. A guest has no saved account: the modal
 * hands the typed one back to the claim page, which sends it with the claim.
 */
export function RefundAccountModal({ titleId, close }: ModalComponentProps) {
  const banks = useBanks();
  const saved = useRefundAccount();
  const save = useSaveRefundAccount();
  const { m } = useOrderManager();
  const [bank, setBank] = useState('');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = RefundAccountBodySchema.safeParse({ bank_code: bank, account_number: number, holder_name: holder });
    if (!parsed.success) return setMessage(parsed.error.issues[0]?.message ?? MY_ORDER_MESSAGES.refundAccountRequired);
    setMessage(null);
    if (m.scope === 'guest') {
      const bankName = banks.data?.find((b) => b.code === parsed.data.bank_code)?.name ?? '';
      const typed: TypedRefundAccount = {
        bank_code: parsed.data.bank_code,
        bank_name: bankName,
        account_number: maskAccountNumber(parsed.data.account_number),
        holder_name: parsed.data.holder_name,
        body: parsed.data,
      };
      return close(typed);
    }
    save.mutate(parsed.data, { onSuccess: (account) => close(account), onError: (err) => setMessage(httpErrorMessage(err)) });
  };

  return (
    <form className="my-order-modal" onSubmit={submit} noValidate>
      <h2 id={titleId}>환불계좌 입력</h2>
      {saved.data ? (
        <p>
          등록된 계좌: {saved.data.bank_name} {saved.data.account_number} {saved.data.holder_name}
        </p>
      ) : null}
      <QueryView query={banks} failed="은행 목록을 불러오지 못했습니다">
        {(list) => (
          <div className="order-field">
            <label htmlFor="refund-bank">은행</label>
            <select id="refund-bank" className="order-select" value={bank} onChange={(e) => setBank(e.target.value)}>
              <option value="">은행을 선택해 주세요</option>
              {list.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </QueryView>
      <Field id="refund-number" label="계좌번호" inputMode="numeric" autoComplete="off" value={number} onChange={(e) => setNumber(e.target.value)} />
      <Field id="refund-holder" label="예금주" autoComplete="name" value={holder} onChange={(e) => setHolder(e.target.value)} />
      <FormError message={message} />
      <button type="submit" className="ui-button ui-button--block" disabled={save.isPending}>
        저장
      </button>
    </form>
  );
}
