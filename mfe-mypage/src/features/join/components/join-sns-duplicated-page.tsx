import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { SOCIAL_ATTEMPT_KEY, SOCIAL_PLATFORM_LABELS, type StoredSocialAttempt } from '@mall/shared-contracts/member';
import { Link, Loading, usePlatform } from '@mall/shared-ui';
import { FormError, SubmitButton } from '../../../lib/form';
import { useLogin } from '../../../lib/login';
import { useStoredResult } from '../../../lib/stored-result';
import { forgetSocialAttempt, useSocialConnect, useSocialDuplicates } from '../api/social-login';
import { SocialAttemptMissing } from './social-attempt-missing';
import '../../../lib/form.css';
import './join.css';
import '../../../lib/social-login.css';

/**
 * /join/sns-duplicated: the e-mail the platform reported already belongs to a member. The page says
 * which account (masked) and lets its owner log in and connect the platform account to it; or find
 * the id or password first.
 */
export function JoinSnsDuplicatedPage() {
  const attempt = useStoredResult<StoredSocialAttempt>(SOCIAL_ATTEMPT_KEY);
  useEffect(() => {
    document.title = '이미 가입된 회원 | 간편 로그인 | 케이몰';
  }, []);
  if (attempt === undefined) return <Loading />;
  if (!attempt) return <SocialAttemptMissing title="이미 가입된 회원" />;
  return <DuplicatedAccount attempt={attempt} />;
}

function DuplicatedAccount({ attempt }: { attempt: StoredSocialAttempt }) {
  const platform = usePlatform();
  const duplicates = useSocialDuplicates(attempt.token);
  const login = useLogin();
  const connect = useSocialConnect();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const label = SOCIAL_PLATFORM_LABELS[attempt.platform];

  if (duplicates.isPending) return <Loading />;
  if (duplicates.isError) return <SocialAttemptMissing title="이미 가입된 회원" />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loginId.trim()) return setMessage('아이디를 입력해 주세요.');
    if (!password) return setMessage('비밀번호를 입력해 주세요.');
    setMessage(null);
    login.mutate(
      { login_id: loginId.trim(), password },
      {
        onSuccess: () =>
          connect.mutate(attempt.token, {
            onSuccess: (done) => {
              forgetSocialAttempt(platform);
              void platform.alerts.alert(done.message);
              platform.navigate('/mypage', { replace: true });
            },
            // Logged in either way: say why the account was not connected, then go on.
            onError: (error) => {
              forgetSocialAttempt(platform);
              void platform.alerts.alert(httpErrorMessage(error));
              platform.navigate('/mypage', { replace: true });
            },
          }),
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <section className="member-page" aria-labelledby="sns-dup-title">
      <h1 id="sns-dup-title" className="member-page__title">
        이미 가입된 회원입니다
      </h1>
      <div className="social-existing" role="status">
        <p>
          {label} 계정의 이메일(<strong>{duplicates.data.email}</strong>)로 가입된 케이몰 계정이 있습니다.
        </p>
        <ul aria-label="가입된 계정">
          {duplicates.data.members.map((m) => (
            <li key={m.masking_login_id}>
              <strong data-testid="sns-existing-id">{m.masking_login_id}</strong> ({SOCIAL_PLATFORM_LABELS[m.regist_type]})
            </li>
          ))}
        </ul>
      </div>
      <p className="member-page__lead">
        기존 계정으로 로그인하면 {label} 계정이 연결되어, 다음부터 {label}로 바로 로그인할 수 있어요.
      </p>
      <form className="form-stack" onSubmit={submit} noValidate aria-label={`로그인하고 ${label} 계정 연결`}>
        <label className="form-field">
          <span>아이디</span>
          <input name="login_id" autoComplete="username" value={loginId} onChange={(e) => setLoginId(e.target.value)} placeholder="아이디를 입력해 주세요" />
        </label>
        <label className="form-field">
          <span>비밀번호</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            placeholder="비밀번호를 입력해 주세요"
          />
        </label>
        <FormError message={message} />
        <SubmitButton pending={login.isPending || connect.isPending} pendingLabel="연결 중…">
          로그인하고 {label} 계정 연결하기
        </SubmitButton>
      </form>
      <div className="member-page__actions">
        <Link to="/find/id" className="ui-button ui-button--outline ui-button--block">
          아이디 찾기
        </Link>
        <Link to="/find/password" className="ui-button ui-button--outline ui-button--block">
          비밀번호 찾기
        </Link>
      </div>
    </section>
  );
}
