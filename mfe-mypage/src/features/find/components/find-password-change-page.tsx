import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage, type PasswordResetToken } from '@mall/shared-contracts';
import { hasErrors, MEMBER_MESSAGES, validateNewPasswordForm } from '@mall/shared-contracts/member';
import { Loading, Navigate, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { SubmitButton } from '../../../lib/form';
import { PasswordFields } from '../../../lib/password-fields';
import { useSetNewPassword } from '../api/set-new-password';
import { useStoredResult } from '../../../lib/stored-result';
import { PASSWORD_RESET_KEY } from '../find-results';
import '../../../lib/form.css';
import './find.css';

/** /find/password/change: only with a valid, unexpired reset token in this tab (spec section 4). */
export function FindPasswordChangePage() {
  const platform = usePlatform();
  const reset = useStoredResult<PasswordResetToken>(PASSWORD_RESET_KEY);
  const change = useSetNewPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    document.title = '비밀번호 재설정 | 케이몰';
  }, []);

  // eslint-disable-next-line no-restricted-syntax -- session storage, read after mount: not a query
  if (reset === undefined) return <Loading />;
  if (!reset) return <Navigate to="/find/password" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = validateNewPasswordForm({ password, confirm }, reset.login_id);
    if (hasErrors(errors)) return setMessage(errors.password ?? errors.confirm ?? null);
    setMessage(null);
    change.mutate(
      { password, access_token: reset.token },
      {
        onSuccess: async () => {
          platform.sessionStorage.remove(PASSWORD_RESET_KEY);
          await platform.alerts.alert(MEMBER_MESSAGES.passwordChanged);
          platform.navigate('/login', { replace: true });
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <section className="member-page" aria-labelledby="reset-title">
      <h1 id="reset-title" className="member-page__title">
        비밀번호 재설정
      </h1>
      <p className="member-page__lead">
        아이디 <strong>{reset.login_id}</strong>의 새 비밀번호를 입력해 주세요.
      </p>
      <form className="form-stack" onSubmit={submit} noValidate aria-label="비밀번호 재설정">
        <PasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} context={{ loginId: reset.login_id }} />
        <FormError message={message} />
        <SubmitButton pending={change.isPending} pendingLabel="변경 중…">
          비밀번호 변경
        </SubmitButton>
      </form>
    </section>
  );
}
