import { useEffect } from 'react';
import type { ReceiveAddress, RoadAddress } from '@mall/shared-contracts/order';
import { usePlatform } from '@mall/shared-ui';
import { Field } from '../../../lib/form';
import { useReceiveAddresses } from '../../../lib/api/receive-addresses';

export interface ReceiverDraft {
  name: string;
  phone: string;
  zipcode: string;
  address1: string;
  address2: string;
  memo: string;
}

const fromSaved = (a: ReceiveAddress, memo: string): ReceiverDraft => ({
  name: a.name,
  phone: a.phone,
  zipcode: a.zipcode,
  address1: a.address1,
  address2: a.address2,
  memo,
});

/**
 * 배송지: a member starts from their default address and picks another (address-list) or adds one
 * (address-create); a guest, or a member with none saved, types it, finding the road-name address
 * through address search (address-find).
 */
export function ReceiverSection({
  isMember,
  value,
  onChange,
  saveAddress,
  onSaveAddressChange,
  errors,
}: {
  isMember: boolean;
  value: ReceiverDraft;
  onChange: (v: ReceiverDraft) => void;
  saveAddress: boolean;
  onSaveAddressChange: (v: boolean) => void;
  errors: Partial<Record<string, string>>;
}) {
  const platform = usePlatform();
  const saved = useReceiveAddresses();
  const addresses = isMember ? (saved.data ?? []) : [];
  const chosen = addresses.find((a) => a.zipcode === value.zipcode && a.address1 === value.address1 && a.address2 === value.address2 && a.name === value.name);

  // The default address fills an empty sheet once the list arrives.
  useEffect(() => {
    const first = saved.data?.[0];
    if (isMember && first && !value.zipcode) onChange(fromSaved(first, value.memo));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMember, saved.data]);

  const pick = async () => {
    const address = await platform.modals.open<ReceiveAddress>('address-list');
    if (address) onChange(fromSaved(address, value.memo));
  };
  const add = async () => {
    const address = await platform.modals.open<ReceiveAddress>('address-create');
    if (address) onChange(fromSaved(address, value.memo));
  };
  const find = async () => {
    const road = await platform.modals.open<RoadAddress>('address-find');
    if (road) onChange({ ...value, zipcode: road.zipcode, address1: road.road_address });
  };

  const memo = (
    <Field
      id="receiver-memo"
      label="배송 메모 (선택)"
      maxLength={100}
      placeholder="예: 문 앞에 놓아 주세요"
      value={value.memo}
      onChange={(e) => onChange({ ...value, memo: e.target.value })}
    />
  );

  return (
    <section className="order-sheet__section" aria-labelledby="receiver-title">
      <h2 id="receiver-title">배송지</h2>
      {isMember && addresses.length > 0 && chosen ? (
        <>
          <div className="receiver-card" data-testid="receiver-card">
            <p className="receiver-card__title">
              {chosen.title} {chosen.is_default ? <span className="receiver-card__badge">기본 배송지</span> : null}
            </p>
            <p>
              {chosen.name} · {chosen.phone}
            </p>
            <p>
              ({chosen.zipcode}) {chosen.address1} {chosen.address2}
            </p>
          </div>
          <div className="receiver-actions">
            <button type="button" className="ui-button ui-button--outline" onClick={() => void pick()}>
              배송지 변경
            </button>
            <button type="button" className="ui-button ui-button--outline" onClick={() => void add()}>
              새 배송지 추가
            </button>
          </div>
          {memo}
        </>
      ) : (
        <>
          {isMember && addresses.length > 0 ? (
            <div className="receiver-actions">
              <button type="button" className="ui-button ui-button--outline" onClick={() => void pick()}>
                배송지 목록에서 선택
              </button>
            </div>
          ) : null}
          <Field
            id="receiver-name"
            label="받는 분"
            maxLength={20}
            autoComplete="name"
            value={value.name}
            error={errors['receiver.name']}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
          <Field
            id="receiver-phone"
            label="받는 분 휴대폰 번호"
            type="tel"
            inputMode="numeric"
            maxLength={13}
            placeholder="01012345678"
            value={value.phone}
            error={errors['receiver.phone']}
            onChange={(e) => onChange({ ...value, phone: e.target.value })}
          />
          <Field id="receiver-zipcode" label="우편번호" readOnly value={value.zipcode} placeholder="주소 검색으로 입력" error={errors['receiver.zipcode']}>
            <button type="button" className="ui-button ui-button--outline" onClick={() => void find()}>
              주소 검색
            </button>
          </Field>
          <Field id="receiver-address1" label="주소" readOnly value={value.address1} error={errors['receiver.address1']} />
          <Field
            id="receiver-address2"
            label="상세 주소"
            maxLength={100}
            value={value.address2}
            error={errors['receiver.address2']}
            onChange={(e) => onChange({ ...value, address2: e.target.value })}
          />
          {memo}
          {isMember ? (
            <label className="order-sheet__check">
              <input type="checkbox" checked={saveAddress} onChange={(e) => onSaveAddressChange(e.target.checked)} /> 배송지 목록에 저장
            </label>
          ) : null}
        </>
      )}
    </section>
  );
}
