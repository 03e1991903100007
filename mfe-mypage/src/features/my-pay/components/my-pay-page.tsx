import { useEffect, useRef, useState } from 'react';
import { formatKstDateTime, httpErrorMessage, type MyPayMethod } from '@mall/shared-contracts';
import { Loading, usePlatform, useSearchParams } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useCompleteMyPayRegistration, useDeleteMyPayMethod, useMyPay, useStartMyPayRegistration } from '../api/my-pay';
import '../../../lib/form.css';
import './my-pay.css';

const KIND_LABELS: Record<MyPayMethod['kind'], string> = { card: '카드', account: '계좌' };

/**
 * /mypage/my-pay (paid switch `myPay`, spec utilities `my-pay`): the cards and bank accounts the
 * member registered with the easy-pay provider. Registering goes through the provider's page, which
 * sends the shopper back here with `registration_id` and `result`; the shop then asks the provider.
 */
export function MyPayPage() {
  const platform = usePlatform();
  const query = useMyPay();
  const start = useStartMyPayRegistration();
  const complete = useCompleteMyPayRegistration();
  const remove = useDeleteMyPayMethod();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    document.title = '간편결제 관리 | 케이몰';
  }, []);

  // Back from the provider's page (once per registration).
  const registrationId = params.get('registration_id');
  const result = params.get('result');
  useEffect(() => {
    if (!registrationId || handled.current === registrationId) return;
    handled.current = registrationId;
    setParams({}, { replace: true });
    if (result === 'cancel') {
      setNotice({ tone: 'error', text: '결제수단 등록을 취소하셨습니다.' });
      return;
    }
    complete.mutate(registrationId, {
      onSuccess: (m) => setNotice({ tone: 'ok', text: `${m.issuer_name} ${KIND_LABELS[m.kind]}를 등록했습니다.` }),
      onError: (error) => setNotice({ tone: 'error', text: httpErrorMessage(error) }),
    });
  }, [registrationId, result, complete, setParams]);

  return (
    <QueryView query={query} failed="간편결제 수단을 불러오지 못했습니다">
      {(data) => {
        const { methods, limit } = data;
        const full = methods.length >= limit;

        const register = (kind: MyPayMethod['kind']) => {
          setNotice(null);
          start.mutate(kind);
        };
        const removeOne = async (m: MyPayMethod) => {
          if (!(await platform.alerts.confirm(`${m.issuer_name} ${m.masked_number}을(를) 삭제하시겠습니까?`))) return;
          remove.mutate(m.id, { onSuccess: () => setNotice({ tone: 'ok', text: '결제수단을 삭제했습니다.' }) });
        };

        return (
          <section className="member-page my-pay" aria-labelledby="my-pay-title">
            <h1 id="my-pay-title" className="member-page__title">
              간편결제 관리
            </h1>
            <p className="member-page__lead">
              카드나 계좌를 한 번 등록해 두면 주문할 때 번호를 다시 입력하지 않아도 됩니다. 번호는 간편결제사가 보관하고, 케이몰에는 가려진 번호만 남습니다.
            </p>
            {notice ? (
              <p className={`my-pay__notice my-pay__notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
                {notice.text}
              </p>
            ) : null}
            {/* eslint-disable-next-line no-restricted-syntax -- a payment in flight (a mutation), not a load */}
            {complete.isPending ? <Loading /> : null}
            {methods.length ? (
              <ul className="my-pay__list" aria-label="등록한 결제수단">
                {methods.map((m) => (
                  <li key={m.id} className="my-pay__item" aria-label={`${m.issuer_name} ${KIND_LABELS[m.kind]}`}>
                    <div>
                      <strong>
                        {m.issuer_name} <span className="my-pay__kind">{KIND_LABELS[m.kind]}</span>
                      </strong>
                      <span className="my-pay__number">{m.masked_number}</span>
                      <span className="my-pay__date">{formatKstDateTime(new Date(m.created_at)).slice(0, 10)} 등록</span>
                    </div>
                    <button
                      type="button"
                      className="ui-button ui-button--outline"
                      aria-label={`${m.issuer_name} ${m.masked_number} 삭제`}
                      disabled={remove.isPending}
                      onClick={() => void removeOne(m)}
                    >
                      삭제
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="member-info__empty" role="status">
                등록한 결제수단이 없습니다.
              </p>
            )}
            <p className="form-hint">
              결제수단은 {limit}개까지 등록할 수 있습니다. ({methods.length}/{limit})
            </p>
            <div className="my-pay__actions">
              <button type="button" className="ui-button" disabled={full || start.isPending} onClick={() => register('card')}>
                카드 등록
              </button>
              <button type="button" className="ui-button ui-button--outline" disabled={full || start.isPending} onClick={() => register('account')}>
                계좌 등록
              </button>
            </div>
            {start.isError ? (
              <p className="my-pay__notice my-pay__notice--error" role="alert">
                {httpErrorMessage(start.error)}
              </p>
            ) : null}
          </section>
        );
      }}
    </QueryView>
  );
}
