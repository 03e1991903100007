import type { ReactNode } from 'react';
import { PERIOD_STATE_LABELS, formatPeriod, type Period } from '@mall/shared-contracts/exhibit';
import { CountdownText } from './countdown';
import type { PeriodCountdown } from '@mall/shared-contracts/exhibit/period';
import './period-hero.css';

interface PeriodHeroProps {
  period: Period;
  countdown: PeriodCountdown;
  title: string;
  subtitle?: string | null;
  background: string;
  /** A line above the title (the showcase's brand, the joint purchase's outcome…). */
  eyebrow?: ReactNode;
  /** The badge; defaults to the period state (오픈 예정, 진행 중, 종료). */
  badge?: ReactNode;
  children?: ReactNode;
}

/**
 * The text colour for a hero on a stored background colour: white on a dark one, near-black on a light one,
 * whichever keeps WCAG AA's 4.5:1 (the squads store any colour; `#6d8fb3` with white text was 3.37:1).
 */
export function heroTextColor(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= 4.5 ? '#fff' : '#111';
}

/** The coloured head of an exhibition with a period (planning, showcase, spot theme…): state, title, period, countdown. */
export function PeriodHero({ period, countdown, title, subtitle, background, eyebrow, badge, children }: PeriodHeroProps) {
  return (
    <header className={`period-hero period-hero--${countdown.state}`} style={{ background, color: heroTextColor(background) }}>
      <span className="period-hero__state">{badge ?? PERIOD_STATE_LABELS[countdown.state]}</span>
      {eyebrow ? <p className="period-hero__eyebrow">{eyebrow}</p> : null}
      <h1 className="period-hero__title">{title}</h1>
      {subtitle ? <p className="period-hero__sub">{subtitle}</p> : null}
      <p className="period-hero__period">
        <span className="ui-visually-hidden">기간 </span>
        {formatPeriod(period)}
      </p>
      <p className="period-hero__countdown">
        <CountdownText countdown={countdown} />
      </p>
      {children}
    </header>
  );
}
