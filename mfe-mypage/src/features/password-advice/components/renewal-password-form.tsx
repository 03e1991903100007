import { useState, type FormEvent } from 'react';
import { httpErrorMessage, type Me } from '@mall/shared-contracts';
import { enterMessage, newPasswordProblem, PASSWORD_MESSAGES } from '@mall/shared-contracts/member';
import { usePlatform, useSession } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { SubmitButton } from '../../../lib/form';
import { PasswordFields } from '../../../lib/password-fields';
import { useConfirmPasswordWarning } from '../api/confirm-password-warning';
import '../../../lib/form.css';

/** How many months "다음에 변경하기" puts the advice off. */
export const REMIND_AFTER_MONTHS = 3;

/**
 * The 180-day password advice: change now or later. The page /password-change-advice and the
 * `renewal-password-change` modal show this same form; `onDone` says where to go afterwards.
 */
export function RenewalPasswordForm({ titleId, onDone }: { titleId: string; onDone: () => void }) {
  const platform = usePlatform();
  const session = useSession();
  const confirmWarning = useConfirmPasswordWarning();
  const [now, setNow] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const loginId = session.user?.login_id ?? null;

  const settled = (user: Me | null) => {
    // The advice is answered: the stored user no longer needs it.
    if (user) platform.session.updateUser({ ...user, is_need_password_update: false });
    onDone();
  };

  const changeNow = (e: FormEvent) => {
    e.preventDefault();
    const passwordProblem = newPasswordProblem(password, { loginId, previousPassword: now });
    const problem = !now ? enterMessage('현재 비밀번호') : passwordProblem ? passwordProblem : confirm !== password ? PASSWORD_MESSAGES.mismatch : null;
    if (problem) return setMessage(problem);
    confirmWarning.mutate(
      { now_password: now, new_password: password },
      {
        onSuccess: async () => {
          await platform.alerts.alert('비밀번호가 변경되었습니다.');
          settled(session.user);
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  const later = () =>
    confirmWarning.mutate(
      { after_month: REMIND_AFTER_MONTHS },
      { onSuccess: () => settled(session.user), onError: (error) => setMessage(httpErrorMessage(error)) },
    );

  return (
    <form className="form-stack" onSubmit={changeNow} noValidate aria-labelledby={titleId}>
      <p className="member-page__lead">
        소중한 개인정보를 지키기 위해 비밀번호를 변경한 지 180일이 지나면 변경을 안내해 드립니다. 지금 새 비밀번호로 바꿔 주세요.
      </p>
      <label className="form-field">
        <span>현재 비밀번호</span>
        <input type="password" name="now_password" autoComplete="current-password" maxLength={16} value={now} onChange={(e) => setNow(e.target.value)} />
      </label>
      <PasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} context={{ loginId, previousPassword: now }} />
      <FormError message={message} />
      <SubmitButton pending={confirmWarning.isPending} pendingLabel="변경 중…">
        비밀번호 변경
      </SubmitButton>
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={later} disabled={confirmWarning.isPending}>
        {REMIND_AFTER_MONTHS}개월 후에 변경하기
      </button>
    </form>
  );
}
