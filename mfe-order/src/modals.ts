import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The modals of the orders and claims (docs/adr/0011, 0017), mounted by the shell's modal stack. */
export const orderModals: RemoteModalMap = {
  'address-list': lazy(() =>
    import(/* webpackChunkName: "modal-address-list" */ './features/addresses/components/address-list-modal').then((m) => ({ default: m.AddressListModal })),
  ),
  'address-create': lazy(() =>
    import(/* webpackChunkName: "modal-address-create" */ './features/addresses/components/address-create-modal').then((m) => ({
      default: m.AddressCreateModal,
    })),
  ),
  'address-find': lazy(() =>
    import(/* webpackChunkName: "modal-address-find" */ './features/addresses/components/address-find-modal').then((m) => ({ default: m.AddressFindModal })),
  ),
  'order-coupon-apply': lazy(() =>
    import(/* webpackChunkName: "modal-order-coupon-apply" */ './features/order-sheet/components/order-coupon-apply-modal').then((m) => ({
      default: m.OrderCouponApplyModal,
    })),
  ),
  'guest-address-edit': lazy(() =>
    import(/* webpackChunkName: "modal-guest-address-edit" */ './features/order-history/components/guest-address-edit-modal').then((m) => ({
      default: m.GuestAddressEditModal,
    })),
  ),
  receipt: lazy(() =>
    import(/* webpackChunkName: "modal-receipt" */ './features/order-history/components/receipt-modal').then((m) => ({ default: m.ReceiptModal })),
  ),
  'purchase-confirm': lazy(() =>
    import(/* webpackChunkName: "modal-purchase-confirm" */ './features/order-history/components/purchase-confirm-modal').then((m) => ({
      default: m.PurchaseConfirmModal,
    })),
  ),
  'cancel-order-item-select': lazy(() =>
    import(/* webpackChunkName: "modal-claim-item-select" */ './features/claims/components/claim-item-select-modal').then((m) => ({
      default: m.CancelOrderItemSelectModal,
    })),
  ),
  'order-item-select': lazy(() =>
    import(/* webpackChunkName: "modal-claim-item-select" */ './features/claims/components/claim-item-select-modal').then((m) => ({
      default: m.OrderItemSelectModal,
    })),
  ),
  'exchange-option-change': lazy(() =>
    import(/* webpackChunkName: "modal-exchange-option-change" */ './features/claims/components/exchange-option-change-modal').then((m) => ({
      default: m.ExchangeOptionChangeModal,
    })),
  ),
  // The same form for a cancel and a return: both save the member's refund account.
  'cancel-refund-account': lazy(() =>
    import(/* webpackChunkName: "modal-refund-account" */ './features/claims/components/refund-account-modal').then((m) => ({
      default: m.RefundAccountModal,
    })),
  ),
  'refund-account': lazy(() =>
    import(/* webpackChunkName: "modal-refund-account" */ './features/claims/components/refund-account-modal').then((m) => ({
      default: m.RefundAccountModal,
    })),
  ),
};

export const { bootstrap, mount, unmount } = createRemoteModals('order', orderModals);
