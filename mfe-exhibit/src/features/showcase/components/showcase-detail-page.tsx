import { EXHIBIT_EVENTS_MESSAGES, showcasePagePath, type Showcase } from '@mall/shared-contracts/exhibit';
import { Link } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle, useRefetchWhenOpened } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule, type GoodsCardModule } from '../../../lib/federated-goods-card';
import { PeriodGoodsSection } from '../../../lib/period-goods-section';
import { PeriodHero } from '../../../lib/period-hero';
import { useShowcase } from '../api/get-showcases';
import '../../../lib/exhibit-detail.css';
import './showcase.css';

/** `/showcase/detail/{id}`: one showcase, its story, period and countdown, and its goods (catalog's card). */
export function ShowcaseDetailPage() {
  const id = useIdParam();
  const query = useShowcase(id);
  const { data, refetch } = query;
  const goodsCard = useGoodsCardModule();
  useDocumentTitle(data ? `${data.title} | 케이몰 쇼케이스` : null);

  return (
    <QueryView
      query={query}
      failed={EXHIBIT_EVENTS_MESSAGES.showcaseLoadFailed}
      invalid={id === null}
      notFound={{ title: EXHIBIT_EVENTS_MESSAGES.showcaseNotFound, description: '종료 후 삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => <ShowcaseView showcase={data} goodsCard={goodsCard} refetch={refetch} />}
    </QueryView>
  );
}

function ShowcaseView({ showcase, goodsCard, refetch }: { showcase: Showcase; goodsCard: GoodsCardModule; refetch: () => unknown }) {
  const countdown = usePeriodCountdown(showcase);
  useRefetchWhenOpened(showcase.state, countdown.state, refetch);
  return (
    <article className="showcase-detail">
      <PeriodHero
        period={showcase}
        countdown={countdown}
        title={showcase.title}
        subtitle={showcase.subtitle}
        background={showcase.background_color}
        eyebrow={
          <>
            <Link to={showcasePagePath(showcase.sort_id)} className="showcase-detail__sort">
              {showcase.sort_name}
            </Link>
            {showcase.brand_name ? ` · ${showcase.brand_name}` : null}
          </>
        }
      />
      <p className="exhibit-detail__description">{showcase.description}</p>
      <PeriodGoodsSection
        countdown={countdown}
        startAt={showcase.start_at}
        goods={showcase.goods}
        goodsCount={showcase.goods_count}
        goodsCard={goodsCard}
        label="쇼케이스 상품"
        upcomingMessage={EXHIBIT_EVENTS_MESSAGES.showcaseUpcomingGoods}
        endedMessage={EXHIBIT_EVENTS_MESSAGES.showcaseEnded}
        emptyMessage={EXHIBIT_EVENTS_MESSAGES.goodsEmpty}
      />
    </article>
  );
}
