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

/**
 * A long text field (review, inquiry) with its character count against `max`, counted as the rules
 * count it (without the spaces at both ends); the count turns red past the limit.
 */
export function CountedTextarea({
  label,
  value,
  onChange,
  max,
  rows,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows: number;
  placeholder: string;
}) {
  const length = [...value.trim()].length;
  return (
    <>
      <label className="form-field">
        <span>{label}</span>
        <textarea
          className="form-textarea"
          name="contents"
          rows={rows}
          maxLength={max * 2}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <p className={`form-count${length > max ? ' is-over' : ''}`}>
        {length.toLocaleString('ko-KR')} / {max.toLocaleString('ko-KR')}자
      </p>
    </>
  );
}
