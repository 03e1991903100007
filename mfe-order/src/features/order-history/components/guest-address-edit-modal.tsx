import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { GUEST_ORDER_MESSAGES, validateReceiver, type MyOrderDetail, type ReceiverFields } from '@mall/shared-contracts/order';
import { StatusPanel, usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { Field } from '../../../lib/form';
import { orderNotFound } from '../../../lib/order-not-found';
import { ReceiverFieldset } from '../../../lib/receiver-fields';
import { useChangeGuestAddress, useMyOrderDetail } from '../api/my-orders';
import '../../../lib/my-orders.css';

/**
 * `guest-address-edit`: a guest changes where its order goes, until the seller ships it (주소 검색
 * stacks address-find on top). After shipping the server refuses with a Korean message, shown here.
 */
export function GuestAddressEditModal({ titleId, params, close }: ModalComponentProps) {
  const orderId = params.order_id ?? '';
  const detail = useMyOrderDetail(orderId);
  const failed = '주문 정보를 불러오지 못했습니다';
  return (
    <div className="my-order-modal">
      <h2 id={titleId}>배송지 변경</h2>
      <QueryView query={detail} failed={failed} {...orderNotFound(detail.error, failed)}>
        {(order) =>
          order.address_editable ? <AddressForm order={order} close={close} /> : <StatusPanel tone="empty" title={GUEST_ORDER_MESSAGES.addressLocked} />
        }
      </QueryView>
    </div>
  );
}

function AddressForm({ order, close }: { order: MyOrderDetail; close: ModalComponentProps['close'] }) {
  const platform = usePlatform();
  const change = useChangeGuestAddress();
  const r = order.receiver;
  const [form, setForm] = useState({ name: r.name, phone: r.phone, zipcode: r.zipcode, address1: r.address1, address2: r.address2, memo: r.memo });
  const [errors, setErrors] = useState<Partial<Record<ReceiverFields, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateReceiver(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setMessage(null);
    change.mutate(
      { orderId: order.order_id, body: form },
      {
        onSuccess: (updated) => {
          void platform.alerts.alert(GUEST_ORDER_MESSAGES.addressChanged);
          close(updated);
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className="my-order-line__option">주문번호 {order.order_id} · 상품이 발송되기 전까지 바꿀 수 있습니다.</p>
      <ReceiverFieldset idPrefix="guest-address" form={form} setForm={setForm} errors={errors} />
      <Field id="guest-address-memo" label="배송 메모" maxLength={100} value={form.memo} onChange={(e) => setForm({ ...form, memo: e.target.value })} />
      <FormError message={message} />
      <button type="submit" className="ui-button ui-button--block" disabled={change.isPending}>
        {change.isPending ? '저장 중…' : '배송지 변경'}
      </button>
    </form>
  );
}
