import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Switch } from '../switch';

function Controlled({ onChange }: { onChange: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="야간 푸시 알림"
      description="21시~8시 사이 알림"
      checked={on}
      onChange={(v) => {
        setOn(v);
        onChange(v);
      }}
    />
  );
}

describe('Switch', () => {
  it('toggles on and off, named by its label and described by its description', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: '야간 푸시 알림' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(sw.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sw.getAttribute('aria-describedby')!)?.textContent).toBe('21시~8시 사이 알림');
    fireEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('a disabled switch does not change', () => {
    const onChange = vi.fn();
    render(<Switch label="푸시" checked onChange={onChange} disabled />);
    fireEvent.click(screen.getByRole('switch', { name: '푸시' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
