import { useEffect, useState } from 'react';
import { formatPrice, type GoodsDetail } from '@mall/shared-contracts';
import { formatMoment, periodCountdown, type Period, type PeriodCountdown } from '@mall/shared-contracts/exhibit/period';
import { useFeature } from '@mall/shared-ui';
import { useTimeDeal } from '../api/time-deal';
import './goods-benefits.css';

export interface TimeDealView extends PeriodCountdown {
  /** 타임딜 오픈 예정 · 타임딜 진행 중 · 종료된 타임딜입니다 */
  headline: string;
  /** What the deal takes off the goods' price (0 when the deal is not cheaper). */
  saving: number;
}

/** What the time-deal banner says at `now` (upcoming: when it opens; ongoing: time left; ended: that it ended). */
export function timeDealView(deal: Period & { sale_price: number }, goodsPrice: number, now: number): TimeDealView {
  const countdown = periodCountdown(deal, now);
  const headline = countdown.state === 'upcoming' ? '타임딜 오픈 예정' : countdown.state === 'ongoing' ? '타임딜 진행 중' : '종료된 타임딜입니다';
  return { ...countdown, headline, saving: Math.max(0, goodsPrice - deal.sale_price) };
}

/**
 * The clock a countdown reads, ticking each second until the period has ended (then it stops).
 * Render-safe: the first render reads the clock once, the interval starts in an effect.
 */
export function useTickingNow(period: Period | null, tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  const running = period !== null && periodCountdown(period, now).state !== 'ended';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [running, tickMs]);
  return now;
}

/** The banner of one time deal, re-read each second: when it opens, the deal price with time left, or that it ended. */
export function TimeDealBanner({ deal, goodsPrice }: { deal: Period & { title: string; sale_price: number }; goodsPrice: number }) {
  const now = useTickingNow(deal);
  const view = timeDealView(deal, goodsPrice, now);
  return (
    <section className={`time-deal time-deal--${view.state}`} aria-label="타임딜">
      <p className="time-deal__headline">
        <strong>{view.headline}</strong> {deal.title}
      </p>
      {view.state === 'upcoming' ? <p className="time-deal__when">{formatMoment(deal.start_at)} 시작</p> : null}
      {view.state !== 'ended' ? (
        <p className="time-deal__price">
          타임딜가 <strong>{formatPrice(deal.sale_price)}</strong>
          {view.saving > 0 ? <span className="time-deal__saving"> ({formatPrice(view.saving)} 더 저렴)</span> : null}
        </p>
      ) : null}
      {view.remaining ? (
        <p className="time-deal__clock">
          {view.label}{' '}
          <span role="timer" aria-live="off">
            {view.remaining}
          </span>
        </p>
      ) : null}
    </section>
  );
}

/** 타임딜 on goods detail (paid feature time_deal): the goods' ongoing deal, else its next one. */
export function TimeDeal({ goods }: { goods: GoodsDetail }) {
  const on = useFeature('time_deal');
  const { data: deal } = useTimeDeal(goods.id, on);
  if (!on || !deal) return null;
  return <TimeDealBanner deal={deal} goodsPrice={goods.base_discounted_price} />;
}
