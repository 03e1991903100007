/** The inline error of a whole form, announced to screen readers; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="ui-form-error" role="alert">
      {message}
    </p>
  ) : null;
}
