import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { validateReceiver, type ReceiverFields } from '@mall/shared-contracts/order';
import { type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { Field } from '../../../lib/form';
import { useCreateReceiveAddress } from '../../../lib/api/receive-addresses';
import { ReceiverFieldset } from '../../../lib/receiver-fields';
import './addresses.css';

/** `address-create`: a new saved address (주소 검색 stacks address-find on top); closes with the address made. */
export function AddressCreateModal({ titleId, close }: ModalComponentProps) {
  const create = useCreateReceiveAddress();
  const [form, setForm] = useState({ title: '', name: '', phone: '', zipcode: '', address1: '', address2: '', is_default: false });
  const [errors, setErrors] = useState<Partial<Record<ReceiverFields | 'title', string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = { ...validateReceiver(form) };
    if (!form.title.trim()) found.title = '배송지명을 입력해 주세요.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(form, {
      // The list comes back; the address just made is the newest one.
      onSuccess: (addresses) => close(addresses.reduce((a, b) => (b.id > a.id ? b : a))),
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };
  return (
    <form className="address-modal" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>새 배송지 추가</h2>
      <Field
        id="address-title"
        label="배송지명"
        maxLength={20}
        placeholder="예: 집, 회사"
        value={form.title}
        error={errors.title}
        onChange={(e) => setForm({ ...form, title: e.target.value })}
      />
      <ReceiverFieldset idPrefix="address" form={form} setForm={setForm} errors={errors} />
      <label className="order-sheet-check">
        <input type="checkbox" checked={form.is_default} onChange={(e) => setForm({ ...form, is_default: e.target.checked })} /> 기본 배송지로 설정
      </label>
      <FormError message={message} />
      <button type="submit" className="ui-button ui-button--block" disabled={create.isPending}>
        {create.isPending ? '저장 중…' : '저장'}
      </button>
    </form>
  );
}
