import { useId } from 'react';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** A line under the label, e.g. what the setting does. */
  description?: string;
  disabled?: boolean;
}

/** An on/off setting (role="switch"): the whole row toggles; the label names it, the description describes it. */
export function Switch({ checked, onChange, label, description, disabled = false }: SwitchProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-desc` : undefined}
      disabled={disabled}
      className="ui-switch"
      onClick={() => onChange(!checked)}
    >
      <span className="ui-switch__text">
        <span id={`${id}-label`} className="ui-switch__label">
          {label}
        </span>
        {description ? (
          <span id={`${id}-desc`} className="ui-switch__desc">
            {description}
          </span>
        ) : null}
      </span>
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
    </button>
  );
}
