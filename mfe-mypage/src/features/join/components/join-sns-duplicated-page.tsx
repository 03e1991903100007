import { useEffect } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { SOCIAL_ATTEMPT_KEY, SOCIAL_PLATFORM_LABELS, type SocialDuplicates, type StoredSocialAttempt } from '@mall/shared-contracts/member';
import { Link, Loading, usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { LoginForm } from '../../../lib/login-form';
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
  const duplicates = useSocialDuplicates(attempt.token);
  // Whatever mall-api answered, an attempt whose accounts do not load is gone (expired or unknown).
  return (
    <QueryView
      query={duplicates}
      failed="가입된 계정을 불러오지 못했습니다"
      invalid={duplicates.isError}
      notFound={<SocialAttemptMissing title="이미 가입된 회원" />}
    >
      {(found) => <DuplicatedAccountView attempt={attempt} duplicates={found} />}
    </QueryView>
  );
}

function DuplicatedAccountView({ attempt, duplicates }: { attempt: StoredSocialAttempt; duplicates: SocialDuplicates }) {
  const platform = usePlatform();
  const connect = useSocialConnect();
  const label = SOCIAL_PLATFORM_LABELS[attempt.platform];

  const connectAfterLogin = () =>
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
    });

  return (
    <section className="member-page" aria-labelledby="sns-dup-title">
      <h1 id="sns-dup-title" className="member-page__title">
        이미 가입된 회원입니다
      </h1>
      <div className="social-existing" role="status">
        <p>
          {label} 계정의 이메일(<strong>{duplicates.email}</strong>)로 가입된 케이몰 계정이 있습니다.
        </p>
        <ul aria-label="가입된 계정">
          {duplicates.members.map((m) => (
            <li key={m.masking_login_id}>
              <strong data-testid="sns-existing-id">{m.masking_login_id}</strong> ({SOCIAL_PLATFORM_LABELS[m.regist_type]})
            </li>
          ))}
        </ul>
      </div>
      <p className="member-page__lead">
        기존 계정으로 로그인하면 {label} 계정이 연결되어, 다음부터 {label}로 바로 로그인할 수 있어요.
      </p>
      <LoginForm
        label={`로그인하고 ${label} 계정 연결`}
        submitLabel={<>로그인하고 {label} 계정 연결하기</>}
        pendingLabel="연결 중…"
        busy={connect.isPending}
        onSignedIn={connectAfterLogin}
      />
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
