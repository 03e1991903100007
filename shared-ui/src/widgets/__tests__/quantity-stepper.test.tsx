import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper } from '../quantity-stepper';

const minus = () => screen.getByRole<HTMLButtonElement>('button', { name: '수량 줄이기' });
const plus = () => screen.getByRole<HTMLButtonElement>('button', { name: '수량 늘리기' });
const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: '수량' });

/** A controlled stepper, the way pages use it. */
function Controlled({ initial, onChange, max }: { initial: number; onChange?: (v: number) => void; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('disables minus at the minimum 1 and keeps plus enabled', () => {
    render(<Controlled initial={1} />);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(false);
  });

  it('disables plus at the default maximum 99', () => {
    render(<Controlled initial={99} />);
    expect(plus().disabled).toBe(true);
    expect(minus().disabled).toBe(false);
  });

  it('disables plus at a custom maximum', () => {
    render(<Controlled initial={3} max={3} />);
    expect(plus().disabled).toBe(true);
  });

  it('treats non-numeric input as 1 on blur', () => {
    const onChange = vi.fn();
    render(<Controlled initial={5} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'abc' } });
    fireEvent.blur(input());
    expect(input().value).toBe('1');
    expect(onChange).toHaveBeenCalledWith(1);
    expect(minus().disabled).toBe(true);
  });

  it('clamps typed 150 to 99 on blur', () => {
    const onChange = vi.fn();
    render(<Controlled initial={5} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '150' } });
    fireEvent.blur(input());
    expect(input().value).toBe('99');
    expect(onChange).toHaveBeenLastCalledWith(99);
    expect(plus().disabled).toBe(true);
  });

  it('plus from 98 goes to 99, emits onChange once and then disables plus', () => {
    const onChange = vi.fn();
    render(<Controlled initial={98} onChange={onChange} />);
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(99);
    expect(input().value).toBe('99');
    expect(plus().disabled).toBe(true);
  });

  it('minus from 2 emits 1', () => {
    const onChange = vi.fn();
    render(<Controlled initial={2} onChange={onChange} />);
    fireEvent.click(minus());
    expect(onChange).toHaveBeenCalledWith(1);
    expect(minus().disabled).toBe(true);
  });

  it('does not emit onChange when the committed value is unchanged', () => {
    const onChange = vi.fn();
    render(<Controlled initial={4} onChange={onChange} />);
    fireEvent.blur(input());
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['abc', '늘리기', 2],
    ['', '늘리기', 2],
    ['-', '늘리기', 2],
  ])('non-numeric input %j counts as 1 on a button click (%s → %d)', (typed, button, expected) => {
    const onChange = vi.fn();
    render(<Controlled initial={5} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: typed } });
    expect(minus().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: `수량 ${button}` }));
    expect(onChange).toHaveBeenLastCalledWith(expected);
    expect(input().value).toBe(String(expected));
  });

  it('typed digits above the maximum disable plus before blur, and plus cannot pass 99', () => {
    render(<Controlled initial={5} />);
    fireEvent.change(input(), { target: { value: '120' } });
    expect(plus().disabled).toBe(true);
    fireEvent.click(minus());
    expect(input().value).toBe('98');
  });

  it('ArrowUp and ArrowDown in the field step by one within the bounds', () => {
    const onChange = vi.fn();
    render(<Controlled initial={98} onChange={onChange} />);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('99');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('99');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().value).toBe('98');
    expect(onChange.mock.calls).toEqual([[99], [98]]);
  });

  it('a keyboard press that reaches an end hands the focus to the field (the button switches off); a tap does not', () => {
    render(<Controlled initial={2} />);
    minus().focus();
    fireEvent.click(minus(), { detail: 0 });
    expect(minus().disabled).toBe(true);
    expect(document.activeElement).toBe(input());

    cleanup();
    render(<Controlled initial={2} />);
    minus().focus();
    fireEvent.click(minus(), { detail: 1 });
    expect(minus().disabled).toBe(true);
    expect(document.activeElement).not.toBe(input());
  });
});
