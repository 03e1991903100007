import { FormError } from '@mall/shared-ui/forms';
import { useState, type FormEvent } from 'react';
import { httpErrorMessage, MESSAGES, type GuestLoginResponse } from '@mall/shared-contracts';
import { useGuestLogin } from '../api/guest-login';
import { SubmitButton } from '../../../lib/form';
import './guest-login-form.css';

export interface GuestLoginFormProps {
  /** Called after the guest session is stored: the host decides where to go (page) or what to close (modal). */
  onSuccess(login: GuestLoginResponse): void;
  /** The heading's id, when a modal frame is labelled by it. */
  titleId?: string;
}

/** 비회원 주문조회: orderer name + order number. Used on /login and by the guest login modal. */
export function GuestLoginForm({ onSuccess, titleId = 'guest-login-title' }: GuestLoginFormProps) {
  const [ordererName, setOrdererName] = useState('');
  const [orderId, setOrderId] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const login = useGuestLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ordererName.trim()) return setMessage(MESSAGES.ordererNameRequired);
    if (!orderId.trim()) return setMessage(MESSAGES.orderIdRequired);
    setMessage(null);
    login.mutate(
      { orderer_name: ordererName.trim(), order_id: orderId.trim() },
      {
        onSuccess,
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <form className="guest-login-form form-stack" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="guest-login-form__title">
        비회원 주문조회
      </h2>
      <label className="form-field">
        <span>주문자명</span>
        <input name="orderer_name" autoComplete="name" value={ordererName} onChange={(e) => setOrdererName(e.target.value)} placeholder="주문하신 분의 이름" />
      </label>
      <label className="form-field">
        <span>주문번호</span>
        <input name="order_id" inputMode="numeric" value={orderId} onChange={(e) => setOrderId(e.target.value)} placeholder="예: 20261101-0000001" />
      </label>
      <FormError message={message} />
      <SubmitButton pending={login.isPending} pendingLabel="조회 중…" outline>
        주문조회
      </SubmitButton>
    </form>
  );
}
