import { useState, type FormEvent } from 'react';
import { httpErrorMessage, MESSAGES } from '@mall/shared-contracts';
import { GUEST_ORDER_MESSAGES, GuestPhoneVerifyBodySchema } from '@mall/shared-contracts/order';
import { usePlatform } from '@mall/shared-ui';
import { Field, FormError } from '../../../lib/form';
import { useGuestSession, useSendGuestPhoneCode, useVerifyGuestPhone } from '../api/my-orders';

/**
 * 다른 주문도 보기 on /guest/order (ADR 0014): a guest session shows the order it looked up; the
 * orderer's other guest orders appear once a code sent to that order's phone is typed back here.
 * Nothing to show once proved, or when the order has no phone.
 */
export function GuestPhoneProof() {
  const platform = usePlatform();
  const { data: session } = useGuestSession();
  const send = useSendGuestPhoneCode();
  const verify = useVerifyGuestPhone();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (!session || session.phone_verified || !session.masked_phone) return null;

  const sendCode = () => {
    setMessage(null);
    send.mutate(undefined, {
      onSuccess: (sent) => {
        setSentTo(sent.masked_phone);
        setCode('');
        setError(null);
        void platform.alerts.alert(MESSAGES.codeSent);
      },
      onError: (err) => setMessage(httpErrorMessage(err)),
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = GuestPhoneVerifyBodySchema.safeParse({ verification_code: code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MESSAGES.verificationCodeInvalid);
    setError(null);
    setMessage(null);
    verify.mutate(parsed.data, {
      onSuccess: () => void platform.alerts.alert(GUEST_ORDER_MESSAGES.phoneVerified),
      onError: (err) => setMessage(httpErrorMessage(err)),
    });
  };

  return (
    <section className="guest-phone-proof" aria-labelledby="guest-phone-proof-title">
      <h2 id="guest-phone-proof-title">다른 주문도 보기</h2>
      <p>{GUEST_ORDER_MESSAGES.otherOrdersLocked}</p>
      <p className="guest-phone-proof__phone">
        주문하신 휴대폰 번호 <strong>{session.masked_phone}</strong>
      </p>
      <form className="guest-phone-proof__form" onSubmit={submit} noValidate aria-label="휴대폰 인증">
        <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={sendCode} disabled={send.isPending}>
          {sentTo ? '인증번호 다시 받기' : '인증번호 발송'}
        </button>
        {sentTo ? (
          <>
            <Field
              id="guest-phone-code"
              label="인증번호"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              error={error}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            >
              <button type="submit" className="ui-button ui-button--outline" disabled={verify.isPending}>
                확인
              </button>
            </Field>
            <p className="guest-phone-proof__hint">{sentTo}(으)로 보낸 인증번호 6자리를 3분 안에 입력해 주세요.</p>
          </>
        ) : null}
        <FormError message={message} />
      </form>
    </section>
  );
}
