import { EXHIBIT_EVENTS_MESSAGES, type SpotTheme } from '@mall/shared-contracts/exhibit';
import { LoadError, Loading, StatusPanel, isNotFoundError } from '@mall/shared-ui';
import { usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle, useIdParam, useRefetchWhenOpened } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule, type GoodsCardModule } from '../../../lib/federated-goods-card';
import { PeriodGoodsSection } from '../../../lib/period-goods-section';
import { PeriodHero } from '../../../lib/period-hero';
import { useSpotTheme } from '../api/get-exhibit-pages';
import '../../../lib/exhibit-detail.css';

/** `/spot-theme/{id}`: a short-lived themed corner, its countdown and goods (catalog's card). */
export function SpotThemePage() {
  const id = useIdParam();
  const { data, error, isPending, refetch } = useSpotTheme(id);
  const goodsCard = useGoodsCardModule();
  useDocumentTitle(data ? `${data.title} | 케이몰 스팟 테마` : null);
  if (id === null || (error && isNotFoundError(error))) {
    return <StatusPanel tone="empty" title={EXHIBIT_EVENTS_MESSAGES.spotThemeNotFound} description="종료 후 삭제되었거나 주소가 잘못되었습니다." />;
  }
  if (error) return <LoadError title={EXHIBIT_EVENTS_MESSAGES.spotThemeLoadFailed} onRetry={() => void refetch()} />;
  if (isPending) return <Loading />;
  return <SpotThemeView theme={data} goodsCard={goodsCard} refetch={refetch} />;
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
