import { useEffect } from 'react';
import { formatMoment, formatPeriod, PERIOD_STATE_LABELS, SPECIAL_EVENT_MESSAGES, type SpecialEvent } from '@mall/shared-contracts/exhibit';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from '../../../lib/goods-grid';
import { useSpecialEvent } from '../api/special-events';
import './special-event.css';

/** `/special-event/detail/{id}`: the benefit, how to take part, the notes and the event's goods (catalog's card). */
export function SpecialEventDetailPage() {
  const eventId = useIdParam();
  const query = useSpecialEvent(eventId);
  const { data } = query;
  useEffect(() => {
    if (data) document.title = `${data.title} | 케이몰 이벤트`;
  }, [data]);
  return (
    <QueryView
      query={query}
      failed={SPECIAL_EVENT_MESSAGES.loadFailed}
      invalid={eventId === null}
      notFound={{ title: SPECIAL_EVENT_MESSAGES.notFound, description: '종료 후 삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => <SpecialEventView event={data} />}
    </QueryView>
  );
}

function SpecialEventView({ event }: { event: SpecialEvent }) {
  const countdown = usePeriodCountdown(event);
  const goodsCard = useGoodsCardModule();
  return (
    <article className={`special-event special-event--${countdown.state}`}>
      <header className="special-event__hero" style={{ background: event.background_color }}>
        <span className="special-event__state">{PERIOD_STATE_LABELS[countdown.state]}</span>
        <h1 className="special-event__title">{event.title}</h1>
        {event.subtitle ? <p className="special-event__sub">{event.subtitle}</p> : null}
        <p className="special-event__benefit">
          <span className="ui-visually-hidden">혜택 </span>
          {event.benefit}
        </p>
        <p className="special-event__period">
          <span className="ui-visually-hidden">기간 </span>
          {formatPeriod(event)}
        </p>
        <p className="special-event__countdown">
          <CountdownText countdown={countdown} />
        </p>
      </header>
      {countdown.state === 'ended' ? <p className="special-event__notice">{SPECIAL_EVENT_MESSAGES.ended}</p> : null}
      {countdown.state === 'upcoming' ? (
        <p className="special-event__notice">
          {formatMoment(event.start_at)}에 시작합니다. {SPECIAL_EVENT_MESSAGES.upcoming}
        </p>
      ) : null}
      <p className="special-event__description">{event.description}</p>
      <section className="special-event__block" aria-labelledby="special-how-to">
        <h2 id="special-how-to">참여 방법</h2>
        <ol>
          {event.how_to.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="special-event__block" aria-labelledby="special-notes">
        <h2 id="special-notes">유의사항</h2>
        <ul>
          {event.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      {event.goods.length ? (
        <section className="page-section" aria-labelledby="special-goods">
          <div className="page-section__head">
            <h2 id="special-goods" className="page-section__title">
              이벤트 상품 <span className="special-events__count">{event.goods.length}개</span>
            </h2>
          </div>
          <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
            {(GoodsCard) => <GoodsGrid GoodsCard={GoodsCard} goods={event.goods} label="이벤트 상품" />}
          </QueryView>
        </section>
      ) : null}
    </article>
  );
}
