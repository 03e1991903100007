import type { ModalComponentProps } from '@mall/shared-ui';
import { RenewalPasswordForm } from './renewal-password-form';

/** The `renewal-password-change` modal: the 180-day advice over the page the member is on. */
export function RenewalPasswordChangeModal({ titleId, close }: ModalComponentProps) {
  return (
    <section className="modal-form" aria-labelledby={titleId}>
      <h2 id={titleId}>비밀번호 변경 안내</h2>
      <RenewalPasswordForm titleId={titleId} onDone={close} />
    </section>
  );
}
