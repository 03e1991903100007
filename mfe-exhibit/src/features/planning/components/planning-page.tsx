import { useEffect } from 'react';
import { EXHIBIT_MESSAGES, type PlanningEvent } from '@mall/shared-contracts/exhibit';
import { useSession } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle, useRefetchWhenOpened } from '../../../lib/exhibit-hooks';
import { PeriodGoodsSection } from '../../../lib/period-goods-section';
import { PeriodHero } from '../../../lib/period-hero';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { usePlanningEvent, useRecordPlanningView } from '../api/get-planning-event';

/** `/planning/{id}`: one 기획전, its period and countdown, and its goods (catalog's card). */
export function PlanningPage() {
  const eventId = useIdParam();
  const valid = eventId !== null;
  const query = usePlanningEvent(eventId ?? 0);
  const { data } = query;
  const goodsCard = useGoodsCardModule();
  const session = useSession();
  const { mutate } = useRecordPlanningView();
  const memberId = session.status === 'member' ? session.user.login_id : null;

  useDocumentTitle(data ? `${data.title} | 케이몰 기획전` : null);
  const loadedId = data?.id ?? null;
  useEffect(() => {
    if (loadedId !== null && memberId !== null) mutate(loadedId);
  }, [loadedId, memberId, mutate]);

  return (
    <QueryView
      query={query}
      failed={EXHIBIT_MESSAGES.planningLoadFailed}
      invalid={!valid}
      notFound={{ title: EXHIBIT_MESSAGES.planningNotFound, description: '종료 후 삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => <PlanningView event={data} goodsCard={goodsCard} />}
    </QueryView>
  );
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
