import { useEffect, useState } from 'react';
import './countdown.css';
import { periodCountdown, type Period, type PeriodCountdown } from '@mall/shared-contracts/exhibit/period';

/**
 * The countdown of a period, ticking each second while it runs (upcoming → ongoing → ended as the
 * clock passes the boundaries). Render-safe: the first render uses the clock it is given, the
 * interval starts in an effect.
 */
export function usePeriodCountdown(period: Period, tickMs = 1000): PeriodCountdown {
  const [now, setNow] = useState(() => Date.now());
  const countdown = periodCountdown(period, now);
  const running = countdown.state !== 'ended';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [running, tickMs]);
  return countdown;
}

/** `종료까지 2일 03:04:05`: the visible digits change each second, so screen readers are not told each tick. */
export function CountdownText({ countdown, className }: { countdown: PeriodCountdown; className?: string }) {
  return (
    <span className={`exhibit-countdown exhibit-countdown--${countdown.state}${className ? ` ${className}` : ''}`}>
      {countdown.label}
      {countdown.remaining ? (
        <>
          {' '}
          <span className="exhibit-countdown__clock" role="timer" aria-live="off">
            {countdown.remaining}
          </span>
        </>
      ) : null}
    </span>
  );
}
