import { lazy } from 'react';
import { createRemoteModals, type RemoteModalMap } from '@mall/shared-ui';

/** The modals of the member pages (docs/adr/0011, 0017), mounted by the shell's modal stack. */
export const mypageModals: RemoteModalMap = {
  'guest-login': lazy(() =>
    import(/* webpackChunkName: "modal-guest-login" */ './features/guest-login/components/guest-login-modal').then((m) => ({ default: m.GuestLoginModal })),
  ),
  'password-change': lazy(() =>
    import(/* webpackChunkName: "modal-password-change" */ './features/member-info/components/password-change-modal').then((m) => ({
      default: m.PasswordChangeModal,
    })),
  ),
  'renewal-password-change': lazy(() =>
    import(/* webpackChunkName: "modal-renewal-password-change" */ './features/password-advice/components/renewal-password-change-modal').then((m) => ({
      default: m.RenewalPasswordChangeModal,
    })),
  ),
  'my-qna-edit': lazy(() =>
    import(/* webpackChunkName: "modal-my-qna-edit" */ './features/inquiry/components/my-qna-edit-modal').then((m) => ({ default: m.MyQnaEditModal })),
  ),
  'review-form': lazy(() =>
    import(/* webpackChunkName: "modal-review-form" */ './features/review/components/review-form-modal').then((m) => ({ default: m.ReviewFormModal })),
  ),
  'wished-folder': lazy(() =>
    import(/* webpackChunkName: "modal-wished-folder" */ './features/wish/components/wished-folder-modal').then((m) => ({ default: m.WishedFolderModal })),
  ),
};

export const { bootstrap, mount, unmount } = createRemoteModals('mypage', mypageModals);
