import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The customer centre's modals (shared/ARCHITECTURE.md), mounted by the shell's modal stack. */
export const csCenterModals: RemoteModalMap = {
  'company-info': lazy(() =>
    import(/* webpackChunkName: "modal-company-info" */ './features/company/components/company-info-modal').then((m) => ({ default: m.CompanyInfoModal })),
  ),
};

export const { bootstrap, mount, unmount } = createRemoteModals('cs_center', csCenterModals);
