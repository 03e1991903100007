import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The modals of the orders and claims (shared/ARCHITECTURE.md), mounted by the shell's modal stack. */
export const orderModals: RemoteModalMap = {};

export const { bootstrap, mount, unmount } = createRemoteModals('order', orderModals);
