/**
 * A long text field (review, inquiry) with its character count against `max`, counted as the rules
 * count it (without the spaces at both ends); the count turns red past the limit.
 */
export function CountedTextarea({
  label,
  value,
  onChange,
  max,
  rows = 6,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  placeholder: string;
}) {
  const length = [...value.trim()].length;
  return (
    <div className="ui-counted">
      <label className="ui-counted__field">
        <span>{label}</span>
        <textarea name="contents" rows={rows} maxLength={max * 2} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
      <p className={`ui-counted__count${length > max ? ' is-over' : ''}`}>
        {length.toLocaleString('ko-KR')} / {max.toLocaleString('ko-KR')}자
      </p>
    </div>
  );
}
