import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { clampQuantity, LIMITS } from '@mall/shared-contracts';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
  disabled?: boolean;
}

/**
 * Spec section 5: 1..99 by default, clamped, ends disabled, non-numeric input counts as the minimum.
 * Keyboard: ArrowUp/ArrowDown in the field step by one; a button that switches itself off at an end
 * hands the keyboard's focus to the field instead of dropping it on the page.
 */
export function QuantityStepper({ value, onChange, min = LIMITS.stepperMin, max = LIMITS.stepperMax, label = '수량', disabled }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const current = clampQuantity(text, min, max);
  const field = useRef<HTMLInputElement>(null);
  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
    return clamped;
  };
  const step = (by: 1 | -1, e: MouseEvent) => {
    const reached = commit(current + by);
    // Only a keyboard press (detail 0): a tap that focused the field would open the phone's keyboard.
    if (e.detail === 0 && reached === (by > 0 ? max : min)) field.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    commit(current + (e.key === 'ArrowUp' ? 1 : -1));
  };
  return (
    <div className="ui-stepper" role="group" aria-label={label}>
      <button type="button" aria-label={`${label} 줄이기`} disabled={disabled || current <= min} onClick={(e) => step(-1, e)}>
        −
      </button>
      <input
        ref={field}
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ''))}
        onKeyDown={onKeyDown}
        onBlur={() => commit(current)}
      />
      <button type="button" aria-label={`${label} 늘리기`} disabled={disabled || current >= max} onClick={(e) => step(1, e)}>
        +
      </button>
    </div>
  );
}
