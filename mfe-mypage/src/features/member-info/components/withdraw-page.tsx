import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { enterMessage } from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { SubmitButton } from '../../../lib/form';
import { useWithdraw, useWithdrawReasons } from '../api/withdraw';
import './member-info.css';

const NOTICES = [
  '탈퇴하면 적립금과 쿠폰은 모두 사라지며 되돌릴 수 없습니다.',
  '탈퇴한 아이디로는 다시 가입할 수 없습니다.',
  '진행 중인 주문·취소·반품·교환이 있다면 처리 완료 후 탈퇴해 주세요.',
  '관계 법령에 따라 주문 기록은 5년간 보관됩니다.',
];

/** /mypage/member-info/withdraw: notices, a reason (with detail when the reason needs one), the password. */
export function WithdrawPage() {
  const platform = usePlatform();
  const reasons = useWithdrawReasons();
  const withdraw = useWithdraw();
  const [code, setCode] = useState('');
  const [detail, setDetail] = useState('');
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    document.title = '회원 탈퇴 | 케이몰';
  }, []);

  return (
    <QueryView query={reasons} failed="탈퇴 사유를 불러오지 못했습니다">
      {(data) => {
        const reason = data.find((r) => r.code === code);

        const submit = async (e: FormEvent) => {
          e.preventDefault();
          const problem = !reason
            ? '탈퇴 사유를 선택해 주세요.'
            : reason.detail_reason_required && !detail.trim()
              ? '탈퇴 사유를 자세히 입력해 주세요.'
              : !password
                ? enterMessage('비밀번호')
                : !understood
                  ? '탈퇴 유의사항을 확인해 주세요.'
                  : null;
          if (problem) return setMessage(problem);
          setMessage(null);
          if (!(await platform.alerts.confirm('정말 탈퇴하시겠습니까? 탈퇴 후에는 되돌릴 수 없습니다.'))) return;
          withdraw.mutate(
            { password, reason_code: code, ...(detail.trim() ? { detail_reason: detail.trim() } : {}) },
            {
              onSuccess: async () => {
                // The server ended every session of the account; the page forgets it too.
                await platform.session.signOut();
                await platform.alerts.alert('회원 탈퇴가 완료되었습니다. 그동안 케이몰을 이용해 주셔서 감사합니다.');
                platform.navigate('/', { replace: true });
              },
              onError: (error) => setMessage(httpErrorMessage(error)),
            },
          );
        };

        return (
          <section className="member-page" aria-labelledby="withdraw-title">
            <h1 id="withdraw-title" className="member-page__title">
              회원 탈퇴
            </h1>
            <ul className="withdraw__notices">
              {NOTICES.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate aria-label="회원 탈퇴">
              <fieldset className="withdraw__reasons">
                <legend>탈퇴 사유</legend>
                {data.map((r) => (
                  <label key={r.code} className="form-check">
                    <input type="radio" name="reason" value={r.code} checked={code === r.code} onChange={() => setCode(r.code)} /> {r.label}
                  </label>
                ))}
              </fieldset>
              {reason?.detail_reason_required ? (
                <label className="form-field">
                  <span>자세한 사유</span>
                  <textarea name="detail_reason" maxLength={500} value={detail} onChange={(e) => setDetail(e.target.value)} />
                </label>
              ) : null}
              <label className="form-field">
                <span>비밀번호</span>
                <input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  maxLength={16}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </label>
              <label className="form-check">
                <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> 유의사항을 모두 확인했습니다.
              </label>
              <FormError message={message} />
              <SubmitButton pending={withdraw.isPending} pendingLabel="처리 중…">
                탈퇴하기
              </SubmitButton>
            </form>
          </section>
        );
      }}
    </QueryView>
  );
}
