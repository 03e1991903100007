import { useEffect, useState } from 'react';
import { clampQuantity, LIMITS } from '@mall/shared-contracts';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
  disabled?: boolean;
}

/** Spec section 5: 1..99 by default, clamped, ends disabled, non-numeric input counts as the minimum. */
export function QuantityStepper({ value, onChange, min = LIMITS.stepperMin, max = LIMITS.stepperMax, label = '수량', disabled }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const current = clampQuantity(text, min, max);
  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className="ui-stepper" role="group" aria-label={label}>
      <button type="button" aria-label={`${label} 줄이기`} disabled={disabled || current <= min} onClick={() => commit(current - 1)}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ''))}
        onBlur={() => commit(current)}
      />
      <button type="button" aria-label={`${label} 늘리기`} disabled={disabled || current >= max} onClick={() => commit(current + 1)}>
        +
      </button>
    </div>
  );
}
