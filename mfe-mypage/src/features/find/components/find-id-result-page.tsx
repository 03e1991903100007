import { useEffect, useState } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { MEMBER_MESSAGES } from '@mall/shared-contracts/member';
import { Link, Loading, Navigate, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { useSendLoginIds } from '../api/send-login-ids';
import { useStoredResult } from '../../../lib/stored-result';
import { FIND_ID_RESULT_KEY, type StoredFindIdResult } from '../find-results';
import '../../../lib/form.css';
import './find.css';

const REGIST_TYPE_LABELS: Record<string, string> = {
  shop: '케이몰 아이디',
  kakao: '카카오 로그인',
  naver: '네이버 로그인',
  apple: '애플 로그인',
  payco: '페이코',
  facebook: '페이스북',
};

/** /find/id/result: only with a result in this tab (spec section 4), otherwise back to find id. */
export function FindIdResultPage() {
  const platform = usePlatform();
  const stored = useStoredResult<StoredFindIdResult>(FIND_ID_RESULT_KEY);
  const send = useSendLoginIds();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    document.title = '아이디 찾기 결과 | 케이몰';
  }, []);

  // eslint-disable-next-line no-restricted-syntax -- session storage, read after mount: not a query
  if (stored === undefined) return <Loading />;
  if (!stored || stored.result.find_results.length === 0) return <Navigate to="/find/id" replace />;
  const { result, contact } = stored;
  const byEmail = 'email' in contact;

  const sendIds = () =>
    send.mutate(
      { access_token: result.access_token, ...contact },
      {
        onSuccess: () => void platform.alerts.alert(byEmail ? MEMBER_MESSAGES.resultsSentToEmail : MEMBER_MESSAGES.resultsSentToPhone),
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );

  return (
    <section className="member-page" aria-labelledby="find-result-title">
      <h1 id="find-result-title" className="member-page__title">
        아이디 찾기 결과
      </h1>
      <p className="member-page__lead">{result.user_name}님의 정보와 일치하는 아이디입니다.</p>
      <ul className="find-result">
        {result.find_results.map((r) => (
          <li key={r.masking_login_id}>
            <strong>{r.masking_login_id}</strong>
            <span>{REGIST_TYPE_LABELS[r.regist_type] ?? r.regist_type}</span>
          </li>
        ))}
      </ul>
      <p className="form-hint">전체 아이디는 {result.masked_contact}(으)로 보내 드립니다.</p>
      <FormError message={message} />
      <div className="member-page__actions">
        <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={sendIds} disabled={send.isPending}>
          {byEmail ? '이메일로 아이디 받기' : '문자로 아이디 받기'}
        </button>
        <Link to="/login" className="ui-button ui-button--block">
          로그인하기
        </Link>
        <Link to="/find/password" className="ui-button ui-button--outline ui-button--block">
          비밀번호 찾기
        </Link>
      </div>
    </section>
  );
}
