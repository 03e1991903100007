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

/** The coloured head of an exhibition with a period (planning, showcase, spot theme…): state, title, period, countdown. */
export function PeriodHero({ period, countdown, title, subtitle, background, eyebrow, badge, children }: PeriodHeroProps) {
  return (
    <header className={`period-hero period-hero--${countdown.state}`} style={{ background }}>
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
