import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { enterMessage, newPasswordProblem, PASSWORD_MESSAGES } from '@mall/shared-contracts/member';
import { usePlatform, useSession, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { SubmitButton } from '../../../lib/form';
import { PasswordFields } from '../../../lib/password-fields';
import { useChangePassword } from '../api/change-password';
import '../../../lib/form.css';

/** The `password-change` modal (from 회원정보 수정): the current password and a new one by the shared rule. */
export function PasswordChangeModal({ titleId, close }: ModalComponentProps) {
  const platform = usePlatform();
  const session = useSession();
  const change = useChangePassword();
  const [now, setNow] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const loginId = session.user?.login_id ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const passwordProblem = newPasswordProblem(password, { loginId, previousPassword: now });
    const problem = !now ? enterMessage('현재 비밀번호') : passwordProblem ? passwordProblem : confirm !== password ? PASSWORD_MESSAGES.mismatch : null;
    if (problem) return setMessage(problem);
    change.mutate(
      { now_password: now, new_password: password },
      {
        onSuccess: async () => {
          close();
          await platform.alerts.alert('비밀번호가 변경되었습니다.');
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <form className="form-stack modal-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>비밀번호 변경</h2>
      <label className="form-field">
        <span>현재 비밀번호</span>
        <input type="password" name="now_password" autoComplete="current-password" maxLength={16} value={now} onChange={(e) => setNow(e.target.value)} />
      </label>
      <PasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} context={{ loginId, previousPassword: now }} />
      <FormError message={message} />
      <SubmitButton pending={change.isPending} pendingLabel="변경 중…">
        변경하기
      </SubmitButton>
    </form>
  );
}
