import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage, type Profile } from '@mall/shared-contracts';
import { enterCorrectlyMessage, enterMessage, isValidEmail } from '@mall/shared-contracts/member';
import { Link, Switch, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { CaptchaField, useCaptchaGate } from '../../../lib/captcha-field';
import { SubmitButton } from '../../../lib/form';
import { IdentityVerification } from '../../../lib/identity-verification';
import { useEditProfile } from '../api/edit-profile';
import { usePrepareForEdit } from '../api/prepare-for-edit';
import { SocialConnections } from './social-connections';
import './member-info.css';

function PasswordGate({ onProfile }: { onProfile: (profile: Profile) => void }) {
  const prepare = usePrepareForEdit();
  const captcha = useCaptchaGate();
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // Wrong passwords count like login failures: from the 5th the server asks for the captcha too.
  const check = (captchaToken?: string) =>
    prepare.mutate(
      { password, ...(captchaToken ? { captcha_token: captchaToken } : {}) },
      {
        onSuccess: onProfile,
        onError: (error) => {
          setMessage(httpErrorMessage(error));
          captcha.afterFailure(error);
        },
      },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setMessage(enterMessage('비밀번호'));
    setMessage(null);
    captcha.submit(check, setMessage);
  };
  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label="비밀번호 확인">
      <p className="member-page__lead">회원님의 정보를 안전하게 보호하기 위해 비밀번호를 다시 한번 확인합니다.</p>
      <label className="form-field">
        <span>비밀번호</span>
        <input type="password" name="password" autoComplete="current-password" maxLength={16} value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <CaptchaField gate={captcha} />
      <FormError message={message} />
      <SubmitButton pending={prepare.isPending || captcha.checking} pendingLabel="확인 중…">
        확인
      </SubmitButton>
    </form>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const platform = usePlatform();
  const edit = useEditProfile();
  const [email, setEmail] = useState(profile.email ?? '');
  const [emailReceive, setEmailReceive] = useState(profile.email_receive);
  const [smsReceive, setSmsReceive] = useState(profile.sms_receive);
  const [identity, setIdentity] = useState<{ token: string; phone: string | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setMessage(enterMessage('이메일'));
    if (!isValidEmail(email.trim())) return setMessage(enterCorrectlyMessage('이메일'));
    setMessage(null);
    edit.mutate(
      {
        edit_token: profile.edit_token,
        email: email.trim(),
        email_receive: emailReceive,
        sms_receive: smsReceive,
        ...(identity ? { identity_token: identity.token } : {}),
      },
      {
        onSuccess: async () => {
          await platform.alerts.alert('회원정보가 수정되었습니다.');
          platform.navigate('/mypage', { replace: true });
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label="회원정보 수정">
      <dl className="member-info__fixed">
        <div>
          <dt>아이디</dt>
          <dd>{profile.login_id}</dd>
        </div>
        <div>
          <dt>이름</dt>
          <dd>{profile.name}</dd>
        </div>
        <div>
          <dt>생년월일</dt>
          <dd>{profile.birthday ?? '-'}</dd>
        </div>
        <div>
          <dt>휴대폰 번호</dt>
          <dd>{identity?.phone ?? profile.phone ?? '-'}</dd>
        </div>
      </dl>
      <IdentityVerification label="휴대폰 번호 변경 (본인인증)" onVerified={(token, result) => setIdentity({ token, phone: result.phone })} />
      <label className="form-field">
        <span>이메일</span>
        <input name="email" type="email" autoComplete="email" maxLength={100} value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <fieldset className="member-info__receive">
        <legend>광고성 정보 수신</legend>
        <Switch checked={emailReceive} onChange={setEmailReceive} label="이메일 수신" />
        <Switch checked={smsReceive} onChange={setSmsReceive} label="문자(SMS) 수신" />
      </fieldset>
      <FormError message={message} />
      <SubmitButton pending={edit.isPending} pendingLabel="저장 중…">
        수정하기
      </SubmitButton>
      <div className="member-info__links">
        {profile.regist_type === 'shop' ? (
          <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => platform.modals.open('password-change')}>
            비밀번호 변경
          </button>
        ) : null}
        <Link to="/mypage/member-info/withdraw">회원 탈퇴</Link>
      </div>
    </form>
  );
}

/** /mypage/member-info/edit (popup): the password again, then the profile; the SNS accounts below either. */
export function MemberInfoEditPage() {
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    document.title = '회원정보 수정 | 케이몰';
  }, []);
  return (
    <section className="member-page" aria-labelledby="member-info-title">
      <h1 id="member-info-title" className="member-page__title">
        회원정보 수정
      </h1>
      {profile ? <ProfileForm profile={profile} /> : <PasswordGate onProfile={setProfile} />}
      <SocialConnections />
    </section>
  );
}
