import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { httpErrorMessage, MESSAGES, parseKstDateTime } from '@mall/shared-contracts';
import {
  findPasswordBlocker,
  findPasswordReducer,
  formatCountdown,
  hasErrors,
  initialFindPassword,
  normalizePhone,
  validateFindPasswordForm,
  verifyCodeBlocker,
  type FieldErrors,
} from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { SubmitButton } from '../../../lib/form';
import { usePrepareNewPassword } from '../api/prepare-new-password';
import { useSendAuthcode } from '../api/send-authcode';
import { useVerifyAuthcode } from '../api/verify-authcode';
import { keepPasswordReset } from '../find-results';
import { ContactFields } from './contact-fields';

function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : until - now;
}

/** /find/password: id, name and contact → code → verified → reset allowed (spec section 4's state machine). */
export function FindPasswordPage() {
  const platform = usePlatform();
  const [state, dispatch] = useReducer(findPasswordReducer, initialFindPassword('email'));
  const [loginId, setLoginId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'loginId' | 'name' | 'email' | 'phone' | 'code'>>({});
  const [message, setMessage] = useState<string | null>(null);
  const send = useSendAuthcode();
  const verify = useVerifyAuthcode();
  const prepare = usePrepareNewPassword();
  const left = useCountdown(state.step === 'sent' ? state.expiresAt : null);

  useEffect(() => {
    document.title = '비밀번호 찾기 | 케이몰';
  }, []);

  const form = { loginId, name, type: state.type, email, phone, code };
  const contact = state.type === 'email' ? { email: email.trim() } : { phone: normalizePhone(phone) };
  const resetForm = () => {
    dispatch({ type: 'reset' });
    for (const clear of [setLoginId, setName, setEmail, setPhone, setCode]) clear('');
    setErrors({});
    setMessage(null);
  };

  const sendCode = () => {
    const found = validateFindPasswordForm(form);
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    // The first code goes to the contact just typed (it says where); 다시 받기 sends a new one there.
    const sentMessage = state.step !== 'not_sent' ? MESSAGES.codeSent : state.type === 'email' ? MESSAGES.codeSentToEmail : MESSAGES.codeSentToPhone;
    send.mutate(
      { login_id: loginId.trim(), name: name.trim(), ...contact },
      {
        onSuccess: (sent) => {
          dispatch({ type: 'code_sent', accessToken: sent.access_token, expiresAt: parseKstDateTime(sent.expire_at)?.getTime() ?? Date.now() });
          setCode('');
          void platform.alerts.alert(sentMessage);
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  const verifyCode = () => {
    const blocker = verifyCodeBlocker(state, code);
    if (blocker) return void platform.alerts.alert(blocker);
    verify.mutate(
      { verification_code: Number(code.trim()), access_token: state.accessToken! },
      {
        onSuccess: () => {
          dispatch({ type: 'code_verified' });
          void platform.alerts.alert(MESSAGES.verified);
        },
        // Spec section 8: 422 → check the code, 401 → time exceeded; the server says which.
        onError: (error) => void platform.alerts.alert(httpErrorMessage(error)),
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateFindPasswordForm(form, { requireCode: true });
    setErrors(found);
    if (hasErrors(found)) return;
    const blocker = findPasswordBlocker(state);
    if (blocker) return void platform.alerts.alert(blocker);
    prepare.mutate(
      {
        name: name.trim(),
        login_id: loginId.trim(),
        find_type: state.type,
        ...contact,
        verification_code: Number(code.trim()),
        access_token: state.accessToken!,
      },
      {
        onSuccess: (reset) => {
          dispatch({ type: 'reset_allowed' });
          keepPasswordReset(platform, reset);
          platform.navigate('/find/password/change');
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <form className="form-stack" onSubmit={submit} onReset={resetForm} noValidate aria-label="비밀번호 찾기">
      <label className="form-field">
        <span>아이디</span>
        <input name="login_id" autoComplete="username" maxLength={20} value={loginId} onChange={(e) => setLoginId(e.target.value)} />
        {errors.loginId ? <em className="form-error">{errors.loginId}</em> : null}
      </label>
      <label className="form-field">
        <span>이름</span>
        <input name="name" autoComplete="name" maxLength={20} value={name} onChange={(e) => setName(e.target.value)} />
        {errors.name ? <em className="form-error">{errors.name}</em> : null}
      </label>
      <ContactFields
        type={state.type}
        email={email}
        phone={phone}
        onType={(findType) => {
          dispatch({ type: 'change_type', findType });
          setCode('');
        }}
        onEmail={setEmail}
        onPhone={setPhone}
        errors={errors}
      />
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={sendCode} disabled={send.isPending}>
        {state.step === 'not_sent' ? '인증번호 받기' : '인증번호 다시 받기'}
      </button>
      <div className="form-row">
        <label className="form-field">
          <span>인증번호</span>
          <input
            name="verification_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            disabled={state.step === 'verified'}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button type="button" className="ui-button ui-button--outline" onClick={verifyCode} disabled={verify.isPending || state.step === 'verified'}>
          {state.step === 'verified' ? '인증 완료' : '확인'}
        </button>
      </div>
      {state.step === 'sent' ? (
        <p className="find-countdown" role="timer">
          남은 시간 {formatCountdown(left)}
        </p>
      ) : null}
      {errors.code ? <em className="form-error">{errors.code}</em> : null}
      <FormError message={message} />
      <SubmitButton pending={prepare.isPending} pendingLabel="확인 중…">
        비밀번호 재설정
      </SubmitButton>
      <button type="reset" className="ui-button ui-button--outline ui-button--block">
        처음부터 다시 입력
      </button>
    </form>
  );
}
