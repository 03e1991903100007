import type { Dispatch, SetStateAction } from 'react';
import type { ReceiverFields as ReceiverField, RoadAddress } from '@mall/shared-contracts/order';
import { usePlatform } from '@mall/shared-ui';
import { Field } from './form';

/** What the receiver fields edit; a form may hold more (a title, a memo, a default flag). */
export interface ReceiverValues {
  name: string;
  phone: string;
  zipcode: string;
  address1: string;
  address2: string;
}

/**
 * One receiver's fields for the address modals (address-create, guest-address-edit): 받는 분, 휴대폰 번호,
 * 우편번호 with 주소 검색 (address-find stacks on top), 주소 and 상세 주소, each with its error from
 * validateReceiver. A road address found replaces the old one and empties the detail address that went with it.
 */
export function ReceiverFieldset<T extends ReceiverValues>({
  idPrefix,
  form,
  setForm,
  errors,
}: {
  /** Input ids are `${idPrefix}-name`, `${idPrefix}-phone`… */
  idPrefix: string;
  form: T;
  setForm: Dispatch<SetStateAction<T>>;
  errors: Partial<Record<ReceiverField, string>>;
}) {
  const platform = usePlatform();
  const find = async () => {
    const road = await platform.modals.open<RoadAddress>('address-find');
    if (road) setForm((f) => ({ ...f, zipcode: road.zipcode, address1: road.road_address, address2: '' }));
  };
  const set = (key: keyof ReceiverValues) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <>
      <Field id={`${idPrefix}-name`} label="받는 분" maxLength={20} value={form.name} error={errors.name} onChange={set('name')} />
      <Field
        id={`${idPrefix}-phone`}
        label="휴대폰 번호"
        type="tel"
        inputMode="numeric"
        maxLength={13}
        placeholder="01012345678"
        value={form.phone}
        error={errors.phone}
        onChange={set('phone')}
      />
      <Field id={`${idPrefix}-zipcode`} label="우편번호" readOnly value={form.zipcode} placeholder="주소 검색으로 입력" error={errors.zipcode}>
        <button type="button" className="ui-button ui-button--outline" onClick={() => void find()}>
          주소 검색
        </button>
      </Field>
      <Field id={`${idPrefix}-address1`} label="주소" readOnly value={form.address1} error={errors.address1} />
      <Field id={`${idPrefix}-address2`} label="상세 주소" maxLength={100} value={form.address2} error={errors.address2} onChange={set('address2')} />
    </>
  );
}
