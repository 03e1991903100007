import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The modals of the orders and claims (shared/ARCHITECTURE.md), mounted by the shell's modal stack. */
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
};

export const { bootstrap, mount, unmount } = createRemoteModals('order', orderModals);
