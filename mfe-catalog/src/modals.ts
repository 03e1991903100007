import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The catalogue's modals (shared/ARCHITECTURE.md), mounted by the shell's modal stack. */
export const catalogModals: RemoteModalMap = {
  'size-guide': lazy(() =>
    import(/* webpackChunkName: "modal-size-guide" */ './features/goods-detail/components/size-guide-modal').then((m) => ({ default: m.SizeGuideModal })),
  ),
};

export const { bootstrap, mount, unmount } = createRemoteModals('catalog', catalogModals);
