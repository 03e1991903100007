import type { InputHTMLAttributes, ReactNode } from 'react';
import './form.css';

/** A labelled input with its error under it (announced, and tied to the input by aria-describedby). */
export function Field({
  label,
  error,
  id,
  children,
  ...input
}: { label: string; error?: string | null; id: string; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="order-field">
      <label htmlFor={id}>{label}</label>
      <div className="order-field__row">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        {children}
      </div>
      {error ? (
        <p id={`${id}-error`} className="order-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
