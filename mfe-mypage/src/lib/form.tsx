import type { ReactNode } from 'react';
import './form.css';

/** A form's full-width submit button: disabled and relabelled while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  outline = false,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  outline?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={`ui-button ui-button--block${outline ? ' ui-button--outline' : ''}`} disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
