import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import {
  enterCorrectlyMessage,
  enterMessage,
  newPasswordProblem,
  isPasswordUsable,
  isValidEmail,
  LOGIN_ID_PATTERN,
  MEMBER_MESSAGES,
  PASSWORD_MESSAGES,
} from '@mall/shared-contracts/member';
import { Navigate, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { SubmitButton } from '../../../lib/form';
import { PasswordFields } from '../../../lib/password-fields';
import { useMypageStore } from '../../../lib/store';
import { useCheckLoginId } from '../api/check-login-id';
import { useJoinPasswordCheck } from '../api/check-password';
import { useJoinPolicies } from '../api/get-join-policies';
import { useRegister } from '../api/register';
import { JoinSteps } from './join-steps';
import { MarketingConsents, PolicyAgreements } from './policy-agreements';
import './join.css';

type IdCheck = { loginId: string; available: boolean } | null;

/** /join/info: the account (id, password, e-mail), the policies and the marketing consents. */
export function JoinInfoPage() {
  const platform = usePlatform();
  const identity = useMypageStore((s) => s.identity);
  const setJoined = useMypageStore((s) => s.setJoined);
  const policies = useJoinPolicies();
  const checkId = useCheckLoginId();
  const register = useRegister();
  const [loginId, setLoginId] = useState('');
  const [idCheck, setIdCheck] = useState<IdCheck>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState<Record<number, boolean>>({});
  const [sms, setSms] = useState(false);
  const [mail, setMail] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // The verified phone is only masked here: the server checks the password against the real number.
  const serverCheck = useJoinPasswordCheck({ identityToken: identity?.token ?? '', loginId, password });

  useEffect(() => {
    document.title = '정보 입력 | 회원가입 | 케이몰';
  }, []);

  if (!identity) return <Navigate to="/join/certification" replace />;
  return (
    <QueryView query={policies} failed="약관을 불러오지 못했습니다">
      {(data) => {
        const marketing = data.find((p) => p.code === 'marketing');
        const marketingAgreed = marketing ? !!agreed[marketing.id] : true;
        const idChecked = idCheck?.loginId === loginId && idCheck.available;

        const runIdCheck = () => {
          if (!LOGIN_ID_PATTERN.test(loginId)) return setMessage(MEMBER_MESSAGES.loginIdFormat);
          setMessage(null);
          checkId.mutate(loginId, {
            onSuccess: (r) => setIdCheck({ loginId: r.login_id, available: !r.is_duplicated }),
            onError: (error) => setMessage(httpErrorMessage(error)),
          });
        };

        const submit = (e: FormEvent) => {
          e.preventDefault();
          const server = serverCheck.result;
          const passwordProblem =
            server && !isPasswordUsable(server) ? (server.message ?? PASSWORD_MESSAGES.required) : newPasswordProblem(password, { loginId });
          const problem = !LOGIN_ID_PATTERN.test(loginId)
            ? MEMBER_MESSAGES.loginIdFormat
            : !idChecked
              ? MEMBER_MESSAGES.checkLoginIdFirst
              : passwordProblem
                ? passwordProblem
                : confirm !== password
                  ? PASSWORD_MESSAGES.mismatch
                  : !email.trim()
                    ? enterMessage('이메일')
                    : !isValidEmail(email.trim())
                      ? enterCorrectlyMessage('이메일')
                      : data.some((p) => p.is_required && !agreed[p.id])
                        ? MEMBER_MESSAGES.requiredPolicies
                        : null;
          if (problem) return setMessage(problem);
          setMessage(null);
          register.mutate(
            {
              login_id: loginId,
              password,
              email: email.trim(),
              marketing_sms: marketingAgreed && sms,
              marketing_email: marketingAgreed && mail,
              identity_token: identity.token,
              policies: data.map((p) => ({ id: p.id, code: p.code, is_agree: !!agreed[p.id] })),
            },
            {
              onSuccess: (joined) => {
                setJoined({ loginId: joined.login_id, name: joined.name });
                platform.navigate('/join/complete', { replace: true });
              },
              onError: (error) => setMessage(httpErrorMessage(error)),
            },
          );
        };

        return (
          <section className="member-page" aria-labelledby="join-info-title">
            <h1 id="join-info-title" className="member-page__title">
              정보 입력
            </h1>
            <JoinSteps current={1} />
            <form className="form-stack" onSubmit={submit} noValidate aria-label="회원 정보 입력">
              <label className="form-field">
                <span>이름</span>
                <input value={identity.result.name ?? ''} readOnly />
              </label>
              <label className="form-field">
                <span>휴대폰 번호</span>
                <input value={identity.result.phone ?? ''} readOnly />
              </label>
              <div className="form-row">
                <label className="form-field">
                  <span>아이디</span>
                  <input
                    name="login_id"
                    autoComplete="username"
                    maxLength={20}
                    value={loginId}
                    onChange={(e) => setLoginId(e.target.value.toLowerCase())}
                    placeholder="영문 소문자로 시작하는 4~20자"
                  />
                </label>
                <button type="button" className="ui-button ui-button--outline" onClick={runIdCheck} disabled={checkId.isPending}>
                  중복 확인
                </button>
              </div>
              {idCheck?.loginId === loginId ? (
                <p className={idCheck.available ? 'form-hint form-hint--ok' : 'form-error'} role="status">
                  {idCheck.available ? MEMBER_MESSAGES.loginIdAvailable : MEMBER_MESSAGES.loginIdTaken}
                </p>
              ) : null}
              <PasswordFields
                password={password}
                confirm={confirm}
                onPassword={setPassword}
                onConfirm={setConfirm}
                context={{ loginId }}
                checked={serverCheck.result}
                label="비밀번호"
              />
              <label className="form-field">
                <span>이메일</span>
                <input
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={100}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  placeholder="name@example.com"
                />
              </label>
              <PolicyAgreements policies={data} agreed={agreed} onChange={setAgreed} />
              <MarketingConsents enabled={marketingAgreed} sms={sms} mail={mail} onSms={setSms} onMail={setMail} />
              <FormError message={message} />
              <SubmitButton pending={register.isPending} pendingLabel="가입 중…">
                가입하기
              </SubmitButton>
            </form>
          </section>
        );
      }}
    </QueryView>
  );
}
