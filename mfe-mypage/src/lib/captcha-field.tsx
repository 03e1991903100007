import { useState } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { useCheckCaptcha, useMakeCaptcha } from './captcha';
import './captcha-field.css';

/** The server's answer asks for a captcha (ApiError.captcha_required). */
const captchaRequiredBy = (error: unknown) => (error as { response?: { data?: { captcha_required?: boolean } } }).response?.data?.captcha_required === true;

/**
 * The captcha a password form shows once the server asks for it (from the account's 5th wrong
 * password: the login, and the current-password check on My page share the counter). `submit` runs
 * the form's call with a solved captcha's token when one is shown (checking the typed characters
 * first), or without one; `afterFailure` draws a new one when the server asks, or the shown one was spent.
 */
export function useCaptchaGate() {
  const makeCaptcha = useMakeCaptcha();
  const checkCaptcha = useCheckCaptcha();
  const [code, setCode] = useState('');
  const captcha = makeCaptcha.data ?? null;
  const renew = () => {
    setCode('');
    makeCaptcha.mutate();
  };
  return {
    captcha,
    code,
    setCode,
    renew,
    making: makeCaptcha.isPending,
    checking: checkCaptcha.isPending,
    afterFailure(error: unknown) {
      if (captchaRequiredBy(error) || captcha) renew();
    },
    submit(call: (captchaToken?: string) => void, showError: (message: string) => void) {
      if (!captcha) return call();
      if (!code.trim()) return showError('자동입력 방지 문자를 입력해 주세요.');
      checkCaptcha.mutate(
        { token: captcha.token, captcha_code: code.trim() },
        {
          onSuccess: () => call(captcha.token),
          onError: (error) => {
            showError(httpErrorMessage(error));
            renew();
          },
        },
      );
    },
  };
}

export type CaptchaGate = ReturnType<typeof useCaptchaGate>;

/** The image, a new-image button and the field for the characters; nothing until the server asks. */
export function CaptchaField({ gate }: { gate: CaptchaGate }) {
  if (!gate.captcha) return null;
  return (
    <div className="captcha-field">
      <img src={gate.captcha.image} alt="자동입력 방지 문자" width={180} height={60} />
      <button type="button" className="ui-button ui-button--outline" onClick={gate.renew} disabled={gate.making}>
        새로고침
      </button>
      <label className="form-field">
        <span>자동입력 방지 문자</span>
        <input
          name="captcha_code"
          autoComplete="off"
          maxLength={10}
          value={gate.code}
          onChange={(e) => gate.setCode(e.target.value)}
          placeholder="위 문자를 입력해 주세요"
        />
      </label>
    </div>
  );
}
