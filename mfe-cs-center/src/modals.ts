import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The customer centre's modals (docs/adr/0011, 0017), mounted by the shell's modal stack. */
export const csCenterModals: RemoteModalMap = {
  'policy-detail': lazy(() =>
    import(/* webpackChunkName: "modal-policy-detail" */ './features/policy/components/policy-detail-modal').then((m) => ({ default: m.PolicyDetailModal })),
  ),
  'card-benefit': lazy(() =>
    import(/* webpackChunkName: "modal-card-benefit" */ './features/info/components/card-benefit-modal').then((m) => ({ default: m.CardBenefitModal })),
  ),
  'unipass-policy': lazy(() =>
    import(/* webpackChunkName: "modal-unipass-policy" */ './features/info/components/unipass-policy-modal').then((m) => ({ default: m.UnipassPolicyModal })),
  ),
  'company-info': lazy(() =>
    import(/* webpackChunkName: "modal-company-info" */ './features/company/components/company-info-modal').then((m) => ({ default: m.CompanyInfoModal })),
  ),
};

export const { bootstrap, mount, unmount } = createRemoteModals('cs_center', csCenterModals);
