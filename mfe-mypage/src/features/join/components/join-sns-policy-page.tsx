import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage, type Policy } from '@mall/shared-contracts';
import { MEMBER_MESSAGES, SOCIAL_ATTEMPT_KEY, SOCIAL_PLATFORM_LABELS, type SocialProfile, type StoredSocialAttempt } from '@mall/shared-contracts/member';
import { Loading, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { allOf, QueryView, type QueryState } from '@mall/shared-ui/query-view';
import { SubmitButton } from '../../../lib/form';
import { useStoredResult } from '../../../lib/stored-result';
import { forgetSocialAttempt, useSocialProfile, useSocialRegister } from '../api/social-login';
import { useJoinPolicies } from '../api/get-join-policies';
import { MarketingConsents, PolicyAgreements } from './policy-agreements';
import { SocialAttemptMissing } from './social-attempt-missing';
import '../../../lib/form.css';
import './join.css';
import '../../../lib/social-login.css';

/** /join/sns-policy: a person new to the shop agrees to the policies and joins with the platform account. */
export function JoinSnsPolicyPage() {
  const attempt = useStoredResult<StoredSocialAttempt>(SOCIAL_ATTEMPT_KEY);
  useEffect(() => {
    document.title = '약관 동의 | 간편 회원가입 | 케이몰';
  }, []);
  if (attempt === undefined) return <Loading />;
  if (!attempt) return <SocialAttemptMissing title="간편 회원가입" />;
  return <SnsPolicyForm attempt={attempt} />;
}

function SnsPolicyForm({ attempt }: { attempt: StoredSocialAttempt }) {
  // Typed as QueryStates: allOf reads a react-query result's data as possibly undefined.
  const profile: QueryState<SocialProfile> = useSocialProfile(attempt.token);
  const policies: QueryState<Policy[]> = useJoinPolicies();
  // The attempt expired or is unknown: the profile is gone, whatever mall-api answered.
  if (profile.error) return <SocialAttemptMissing title="간편 회원가입" />;
  return (
    <QueryView query={allOf(profile, policies)} failed="약관을 불러오지 못했습니다">
      {([me, terms]) => <SnsPolicyFields attempt={attempt} profile={me} policies={terms} />}
    </QueryView>
  );
}

function SnsPolicyFields({ attempt, profile, policies }: { attempt: StoredSocialAttempt; profile: SocialProfile; policies: Policy[] }) {
  const platform = usePlatform();
  const register = useSocialRegister();
  const [agreed, setAgreed] = useState<Record<number, boolean>>({});
  const [sms, setSms] = useState(false);
  const [mail, setMail] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const label = SOCIAL_PLATFORM_LABELS[attempt.platform];

  const marketing = policies.find((p) => p.code === 'marketing');
  const marketingAgreed = marketing ? !!agreed[marketing.id] : true;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (policies.some((p) => p.is_required && !agreed[p.id])) return setMessage(MEMBER_MESSAGES.requiredPolicies);
    setMessage(null);
    register.mutate(
      {
        token: attempt.token,
        marketing_sms: marketingAgreed && sms,
        marketing_email: marketingAgreed && mail,
        policies: policies.map((p) => ({ id: p.id, code: p.code, is_agree: !!agreed[p.id] })),
      },
      {
        onSuccess: ({ user }) => {
          forgetSocialAttempt(platform);
          platform.bus.emit('track.registrationComplete', { loginId: user.login_id });
          void platform.alerts.alert(`${user.name}님, 케이몰 회원이 되신 것을 환영합니다. 다음부터 ${label}로 로그인할 수 있어요.`);
          platform.navigate('/mypage', { replace: true });
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <section className="member-page" aria-labelledby="sns-policy-title">
      <h1 id="sns-policy-title" className="member-page__title">
        {label} 간편 회원가입
      </h1>
      <p className="member-page__lead">
        {label} 계정(<strong data-testid="sns-email">{profile.email}</strong>)으로 처음 오셨어요. 약관에 동의하면 <strong>{profile.name}</strong>님의 케이몰
        계정이 만들어지고 바로 로그인됩니다.
      </p>
      <form className="form-stack" onSubmit={submit} noValidate aria-label="간편 회원가입 약관 동의">
        <PolicyAgreements policies={policies} agreed={agreed} onChange={setAgreed} />
        <MarketingConsents enabled={marketingAgreed} sms={sms} mail={mail} onSms={setSms} onMail={setMail} />
        <FormError message={message} />
        <SubmitButton pending={register.isPending} pendingLabel="가입 중…">
          동의하고 가입하기
        </SubmitButton>
      </form>
    </section>
  );
}
