import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { validateReceiver, type ReceiverFields, type RoadAddress } from '@mall/shared-contracts/order';
import { usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { Field, FormError } from '../../../lib/form';
import { useCreateReceiveAddress } from '../../../lib/api/receive-addresses';
import './addresses.css';

/** `address-create`: a new saved address (주소 검색 stacks address-find on top); closes with the address made. */
export function AddressCreateModal({ titleId, close }: ModalComponentProps) {
  const platform = usePlatform();
  const create = useCreateReceiveAddress();
  const [form, setForm] = useState({ title: '', name: '', phone: '', zipcode: '', address1: '', address2: '', is_default: false });
  const [errors, setErrors] = useState<Partial<Record<ReceiverFields | 'title', string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  const find = async () => {
    const road = await platform.modals.open<RoadAddress>('address-find');
    if (road) setForm((f) => ({ ...f, zipcode: road.zipcode, address1: road.road_address }));
  };
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
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  return (
    <form className="address-modal" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>새 배송지 추가</h2>
      <Field id="address-title" label="배송지명" maxLength={20} placeholder="예: 집, 회사" value={form.title} error={errors.title} onChange={set('title')} />
      <Field id="address-name" label="받는 분" maxLength={20} value={form.name} error={errors.name} onChange={set('name')} />
      <Field
        id="address-phone"
        label="휴대폰 번호"
        type="tel"
        inputMode="numeric"
        maxLength={13}
        placeholder="01012345678"
        value={form.phone}
        error={errors.phone}
        onChange={set('phone')}
      />
      <Field id="address-zipcode" label="우편번호" readOnly value={form.zipcode} placeholder="주소 검색으로 입력" error={errors.zipcode}>
        <button type="button" className="ui-button ui-button--outline" onClick={() => void find()}>
          주소 검색
        </button>
      </Field>
      <Field id="address-address1" label="주소" readOnly value={form.address1} error={errors.address1} />
      <Field id="address-address2" label="상세 주소" maxLength={100} value={form.address2} error={errors.address2} onChange={set('address2')} />
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
