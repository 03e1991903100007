import { EXHIBIT_EVENTS_MESSAGES, type SpotTheme } from '@mall/shared-contracts/exhibit';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle, useRefetchWhenOpened } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule, type GoodsCardModule } from '../../../lib/federated-goods-card';
import { PeriodGoodsSection } from '../../../lib/period-goods-section';
import { PeriodHero } from '../../../lib/period-hero';
import { useSpotTheme } from '../api/get-exhibit-pages';
import '../../../lib/exhibit-detail.css';

/** `/spot-theme/{id}`: a short-lived themed corner, its countdown and goods (catalog's card). */
export function SpotThemePage() {
  const id = useIdParam();
  const query = useSpotTheme(id);
  const { data, refetch } = query;
  const goodsCard = useGoodsCardModule();
  useDocumentTitle(data ? `${data.title} | 케이몰 스팟 테마` : null);
  return (
    <QueryView
      query={query}
      failed={EXHIBIT_EVENTS_MESSAGES.spotThemeLoadFailed}
      invalid={id === null}
      notFound={{ title: EXHIBIT_EVENTS_MESSAGES.spotThemeNotFound, description: '종료 후 삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => <SpotThemeView theme={data} goodsCard={goodsCard} refetch={refetch} />}
    </QueryView>
  );
}

function SpotThemeView({ theme, goodsCard, refetch }: { theme: SpotTheme; goodsCard: GoodsCardModule; refetch: () => unknown }) {
  const countdown = usePeriodCountdown(theme);
  useRefetchWhenOpened(theme.state, countdown.state, refetch);
  return (
    <article className="spot-theme">
      <PeriodHero period={theme} countdown={countdown} title={theme.title} subtitle={theme.subtitle} background={theme.background_color} eyebrow="스팟 테마" />
      <p className="exhibit-detail__description">{theme.description}</p>
      <PeriodGoodsSection
        countdown={countdown}
        startAt={theme.start_at}
        goods={theme.goods}
        goodsCount={theme.goods_count}
        goodsCard={goodsCard}
        label="테마 상품"
        upcomingMessage="스팟 테마가 열리면 상품이 공개됩니다."
        endedMessage="종료된 스팟 테마입니다. 상품은 계속 구매하실 수 있어요."
        emptyMessage={EXHIBIT_EVENTS_MESSAGES.goodsEmpty}
      />
    </article>
  );
}
