import { LIMITS } from '../constants';

/** Stepper rule: clamped to [min, max]; a non-numeric value counts as min. */
export function clampQuantity(value: unknown, min: number = LIMITS.stepperMin, max: number = LIMITS.stepperMax): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}
