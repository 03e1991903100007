import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled native switch (`role="switch"` on a checkbox): keyboard and screen readers for free. */
export function SettingSwitch({ label, description, checked, disabled = false, onChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="setting-switch">
      <div className="setting-switch__text">
        <label htmlFor={id} className="setting-switch__label">
          {label}
        </label>
        {description ? (
          <span id={`${id}-desc`} className="setting-switch__desc">
            {description}
          </span>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="setting-switch__control"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-desc` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
