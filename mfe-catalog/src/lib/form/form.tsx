import './form.css';

/** The inline error under a form's fields, announced to screen readers; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="catalog-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A labelled long text with its count as the rules count it (trimmed), red past `max`. */
export function TextareaWithCount({
  label,
  value,
  onChange,
  max,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  placeholder: string;
}) {
  const length = [...value.trim()].length;
  return (
    <div className="catalog-form__field">
      <label className="catalog-form__field">
        <span>{label}</span>
        <textarea name="contents" rows={6} maxLength={max * 2} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
      <span className={`catalog-form__count${length > max ? ' is-over' : ''}`}>
        {length.toLocaleString('ko-KR')} / {max.toLocaleString('ko-KR')}자
      </span>
    </div>
  );
}
