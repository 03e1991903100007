import { useEffect } from 'react';
import { EXHIBIT_MESSAGES, type PlanningEvent } from '@mall/shared-contracts/exhibit';
import { LoadError, Loading, StatusPanel, isNotFoundError, useSession } from '@mall/shared-ui';
import { usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle, useIdParam, useRefetchWhenOpened } from '../../../lib/exhibit-hooks';
import { PeriodGoodsSection } from '../../../lib/period-goods-section';
import { PeriodHero } from '../../../lib/period-hero';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { usePlanningEvent, useRecordPlanningView } from '../api/get-planning-event';

/** `/planning/{id}`: one 기획전, its period and countdown, and its goods (catalog's card). */
export function PlanningPage() {
  const eventId = useIdParam();
  const valid = eventId !== null;
  const { data, error, isPending, refetch } = usePlanningEvent(eventId ?? 0);
  const goodsCard = useGoodsCardModule();
  const session = useSession();
  const { mutate } = useRecordPlanningView();
  const memberId = session.status === 'member' ? session.user.login_id : null;

  useDocumentTitle(data ? `${data.title} | 케이몰 기획전` : null);
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
  useRefetchWhenOpened(event.state, countdown.state, refetch);
  return (
    <article className={`planning planning--${countdown.state}`}>
      <PeriodHero period={event} countdown={countdown} title={event.title} subtitle={event.subtitle} background={event.background_color} />
      <p className="exhibit-detail__description">{event.description}</p>
      <PeriodGoodsSection
        countdown={countdown}
        startAt={event.start_at}
        goods={event.goods}
        goodsCount={event.goods_count}
        goodsCard={goodsCard}
        label="기획전 상품"
        upcomingMessage={EXHIBIT_MESSAGES.upcomingGoodsHidden}
        endedMessage={EXHIBIT_MESSAGES.endedNotice}
      />
    </article>
  );
}
