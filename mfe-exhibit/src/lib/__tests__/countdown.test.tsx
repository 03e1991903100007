import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownText, usePeriodCountdown } from '../countdown';

function Probe({ start, end }: { start: string; end: string }) {
  const countdown = usePeriodCountdown({ start_at: start, end_at: end });
  return (
    <p data-testid="probe" data-state={countdown.state}>
      <CountdownText countdown={countdown} />
    </p>
  );
}

describe('usePeriodCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T00:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks each second and moves from upcoming to ongoing to ended as the clock passes', () => {
    render(<Probe start="2026-11-25T00:00:02.000Z" end="2026-11-25T00:00:04.000Z" />);
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.state).toBe('upcoming');
    expect(probe.textContent).toBe('오픈까지 00:00:02');
    act(() => void vi.advanceTimersByTime(1000));
    expect(probe.textContent).toBe('오픈까지 00:00:01');
    act(() => void vi.advanceTimersByTime(1000));
    expect(probe.dataset.state).toBe('ongoing');
    expect(probe.textContent).toBe('종료까지 00:00:02');
    act(() => void vi.advanceTimersByTime(2000));
    expect(probe.dataset.state).toBe('ended');
    expect(probe.textContent).toBe('종료되었습니다');
    // Ended: the timer stops (no pending interval keeps re-rendering).
    expect(vi.getTimerCount()).toBe(0);
  });
});
