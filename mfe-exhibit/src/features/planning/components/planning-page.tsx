import { useEffect } from 'react';
import { EXHIBIT_MESSAGES, PERIOD_STATE_LABELS, formatMoment, formatPeriod, type PlanningEvent } from '@mall/shared-contracts/exhibit';
import { LoadError, Loading, StatusPanel, isNotFoundError, useParams, useSession } from '@mall/shared-ui';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { GoodsGrid } from '../../../lib/goods-grid';
import { usePlanningEvent, useRecordPlanningView } from '../api/get-planning-event';
import './planning.css';

/** `/planning/{id}`: one 기획전, its period and countdown, and its goods (catalog's card). */
export function PlanningPage() {
  const { id = '' } = useParams();
  const eventId = Number(id);
  const valid = /^\d+$/.test(id) && eventId > 0;
  const { data, error, isPending, refetch } = usePlanningEvent(valid ? eventId : 0);
  const goodsCard = useGoodsCardModule();
  const session = useSession();
  const { mutate } = useRecordPlanningView();
  const memberId = session.status === 'member' ? session.user.login_id : null;

  useEffect(() => {
    if (data) document.title = `${data.title} | 케이몰 기획전`;
  }, [data]);
  const loadedId = data?.id ?? null;
  useEffect(() => {
    if (loadedId !== null && memberId !== null) mutate(loadedId);
  }, [loadedId, memberId, mutate]);

  if (!valid || (error && isNotFoundError(error))) {
    return <StatusPanel tone="empty" title={EXHIBIT_MESSAGES.planningNotFound} description="종료 후 삭제되었거나 주소가 잘못되었습니다." />;
  }
  if (error) return <LoadError title={EXHIBIT_MESSAGES.planningLoadFailed} onRetry={() => void refetch()} />;
  if (isPending) return <Loading />;
  return <PlanningView event={data} goodsCard={goodsCard} />;
}

function PlanningView({ event, goodsCard }: { event: PlanningEvent; goodsCard: ReturnType<typeof useGoodsCardModule> }) {
  const countdown = usePeriodCountdown(event);
  // The server hid an upcoming event's goods; once the countdown opens it, they are fetched again.
  const { refetch } = usePlanningEvent(event.id);
  const opened = event.state === 'upcoming' && countdown.state !== 'upcoming';
  useEffect(() => {
    if (opened) void refetch();
  }, [opened, refetch]);
  return (
    <article className={`planning planning--${countdown.state}`}>
      <header className="planning__hero" style={{ background: event.background_color }}>
        <span className="planning__state">{PERIOD_STATE_LABELS[countdown.state]}</span>
        <h1 className="planning__title">{event.title}</h1>
        {event.subtitle ? <p className="planning__sub">{event.subtitle}</p> : null}
        <p className="planning__period">
          <span className="ui-visually-hidden">기간 </span>
          {formatPeriod(event)}
        </p>
        <p className="planning__countdown">
          <CountdownText countdown={countdown} />
        </p>
      </header>
      <p className="planning__description">{event.description}</p>
      {countdown.state === 'upcoming' ? (
        <StatusPanel
          tone="empty"
          title={`${formatMoment(event.start_at)}에 오픈합니다`}
          description={`${EXHIBIT_MESSAGES.upcomingGoodsHidden} (상품 ${event.goods_count}개 준비 중)`}
        />
      ) : (
        <section className="page-section" aria-labelledby="planning-goods">
          <div className="page-section__head">
            <h2 id="planning-goods" className="page-section__title">
              기획전 상품 <span className="planning__count">{event.goods.length}개</span>
            </h2>
            {countdown.state === 'ended' ? <p className="planning__ended">{EXHIBIT_MESSAGES.endedNotice}</p> : null}
          </div>
          {goodsCard.status === 'loading' ? <Loading /> : <GoodsGrid module={goodsCard} goods={event.goods} label="기획전 상품" />}
        </section>
      )}
    </article>
  );
}
