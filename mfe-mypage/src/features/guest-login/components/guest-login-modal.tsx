import { safeRedirectPath } from '@mall/shared-contracts';
import { usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { GuestLoginForm } from './guest-login-form';

/** The `guest-login` modal: 비회원 주문조회 over any page; `redirect_to_after` (a same-site path) or the order next. */
export function GuestLoginModal({ params, titleId }: ModalComponentProps) {
  const platform = usePlatform();
  return (
    <GuestLoginForm
      titleId={titleId}
      // The page replaces the modal's history entry (no hash there, so the stack closes): back returns to the page below.
      onSuccess={({ order_id }) => platform.navigate(safeRedirectPath(params.redirect_to_after) ?? `/guest/order/${order_id}`, { replace: true })}
    />
  );
}
