import { useEffect } from 'react';
import { formatMoment, formatPeriod, LIVE_MESSAGES, type LiveRoomDetail, type PeriodState } from '@mall/shared-contracts/exhibit';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from '../../../lib/goods-grid';
import { useLiveRoom } from '../api/live-commerce';
import { LiveChat } from './live-chat';
import './live-commerce.css';

const STATE_LABELS: Readonly<Record<PeriodState, string>> = { upcoming: '방송 예정', ongoing: 'LIVE', ended: '다시보기' };

/** `/live-commerce/{roomId}`: the sandbox player (on air or the replay), the chat feed and the broadcast's goods. */
export function LiveRoomPage() {
  const roomId = useIdParam('roomId');
  const query = useLiveRoom(roomId);
  const { data, refetch } = query;
  useDocumentTitle(data ? `${data.title} | 케이몰 라이브` : null);
  return (
    <QueryView
      query={query}
      failed={LIVE_MESSAGES.loadFailed}
      invalid={roomId === null}
      notFound={{ title: LIVE_MESSAGES.notFound, description: '방송이 삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => <LiveRoomView room={data} onStateChange={() => void refetch()} />}
    </QueryView>
  );
}

function LiveRoomView({ room, onStateChange }: { room: LiveRoomDetail; onStateChange: () => void }) {
  const countdown = usePeriodCountdown(room);
  const goodsCard = useGoodsCardModule();
  // The server answered the state it saw; when the broadcast starts or ends, ask again (the video comes with it).
  const changed = countdown.state !== room.state;
  useEffect(() => {
    if (changed) onStateChange();
  }, [changed, onStateChange]);
  return (
    <article className={`live-room-page live-room-page--${countdown.state}`}>
      <section className="live-stage" aria-label="라이브 방송">
        {room.video_url && countdown.state !== 'upcoming' ? (
          <SandboxPlayer src={room.video_url} title={room.title} replay={countdown.state === 'ended'} />
        ) : (
          <div className="live-stage__waiting" style={{ background: room.background_color }}>
            <strong>{formatMoment(room.start_at)} 방송 시작</strong>
            <CountdownText countdown={countdown} />
          </div>
        )}
        <span className={`live-stage__badge live-stage__badge--${countdown.state}`}>{STATE_LABELS[countdown.state]}</span>
      </section>
      <header className="live-room-page__head">
        <h1 className="live-room-page__title">{room.title}</h1>
        <p className="live-room-page__host">{room.host_name}</p>
        <p className="live-room-page__period">
          {formatPeriod(room)}
          {countdown.state === 'ongoing' ? (
            <>
              {' · '}
              <CountdownText countdown={countdown} />
            </>
          ) : null}
        </p>
        <p className="live-room-page__description">{room.description}</p>
      </header>
      <LiveChat roomId={room.id} state={countdown.state} />
      <section className="page-section" aria-labelledby="live-goods">
        <div className="page-section__head">
          <h2 id="live-goods" className="page-section__title">
            방송 상품 <span className="live-list__count">{room.goods_list.length}개</span>
          </h2>
        </div>
        <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
          {(GoodsCard) => <GoodsGrid GoodsCard={GoodsCard} goods={room.goods_list} label="방송 상품" />}
        </QueryView>
      </section>
    </article>
  );
}

/**
 * The sandbox player: the mall's own local video, no streaming service (docs/adr/0009). It starts muted
 * (browsers let only muted video start by itself) and loops while the broadcast is on air.
 */
function SandboxPlayer({ src, title, replay }: { src: string; title: string; replay: boolean }) {
  return (
    <figure className="live-player">
      <video
        className="live-player__video"
        src={src}
        aria-label={`${replay ? '다시보기' : '라이브'} 샌드박스 플레이어: ${title}`}
        autoPlay
        muted
        loop={!replay}
        playsInline
        controls
        preload="auto"
      />
      <figcaption className="live-player__notice">{LIVE_MESSAGES.sandboxNotice}</figcaption>
    </figure>
  );
}
