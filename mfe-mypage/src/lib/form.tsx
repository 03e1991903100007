import type { ReactNode } from 'react';
import './form.css';

/** The inline error under a form's fields, announced to screen readers; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

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
