import { formatPrice } from '@mall/shared-contracts';
import { formatMoment, PERIOD_STATE_LABELS, raffleDetailPagePath, type RaffleSummary } from '@mall/shared-contracts/exhibit';
import { LazyImage, Link } from '@mall/shared-ui';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';

/** One raffle in a list: goods image, state, title, raffle price, entries so far and what comes next. */
export function RaffleCard({ raffle }: { raffle: RaffleSummary }) {
  const countdown = usePeriodCountdown(raffle);
  return (
    <Link to={raffleDetailPagePath(raffle.id)} className={`raffle-card raffle-card--${countdown.state}`}>
      <span className="raffle-card__image" style={{ background: raffle.background_color }}>
        <LazyImage src={raffle.goods.thumbnail_url} alt="" width={320} height={320} />
        <span className="raffle-card__state">{PERIOD_STATE_LABELS[countdown.state]}</span>
      </span>
      <span className="raffle-card__body">
        <span className="raffle-card__brand">{raffle.goods.brand_name}</span>
        <strong className="raffle-card__title">{raffle.title}</strong>
        <span className="raffle-card__price">
          <span className="ui-visually-hidden">래플 가격 </span>
          {formatPrice(raffle.price)}
        </span>
        <span className="raffle-card__meta">
          응모 {raffle.entry_count.toLocaleString('ko-KR')}명 · 당첨 {raffle.winner_count}명
        </span>
        <span className="raffle-card__when">
          {countdown.state === 'ended' ? (
            raffle.announced ? (
              '당첨자 발표 완료'
            ) : (
              `${formatMoment(raffle.announce_at)} 당첨자 발표`
            )
          ) : (
            <CountdownText countdown={countdown} />
          )}
        </span>
      </span>
    </Link>
  );
}
