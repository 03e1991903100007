import { formatMoment, liveRoomPagePath, type LiveRoomSummary } from '@mall/shared-contracts/exhibit';
import { LazyImage, Link } from '@mall/shared-ui';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';

const BADGES = { ongoing: 'LIVE', upcoming: '방송 예정', ended: '다시보기' } as const;

/** One broadcast in the lists: its screen (LIVE, 방송 예정, 다시보기), title, host, when and how many goods. */
export function LiveRoomCard({ room }: { room: LiveRoomSummary }) {
  const countdown = usePeriodCountdown(room);
  return (
    <Link to={liveRoomPagePath(room.id)} className={`live-card live-card--${countdown.state}`}>
      <span className="live-card__screen" style={{ background: room.background_color }}>
        <LazyImage src={room.goods.thumbnail_url} alt="" width={320} height={320} />
        <span className="live-card__badge">{BADGES[countdown.state]}</span>
      </span>
      <span className="live-card__body">
        <strong className="live-card__title">{room.title}</strong>
        <span className="live-card__host">{room.host_name}</span>
        <span className="live-card__when">
          {countdown.state === 'ended'
            ? `${formatMoment(room.start_at)} 방송`
            : countdown.state === 'upcoming'
              ? `${formatMoment(room.start_at)} 시작`
              : '지금 방송 중'}
        </span>
        {countdown.state === 'upcoming' ? <CountdownText countdown={countdown} className="live-card__countdown" /> : null}
        <span className="live-card__goods">방송 상품 {room.goods_count}개</span>
      </span>
    </Link>
  );
}
