import { useId } from 'react';
import type { GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { formatMoment } from '@mall/shared-contracts/exhibit';
import type { PeriodCountdown } from '@mall/shared-contracts/exhibit/period';
import { StatusPanel } from '@mall/shared-ui';
import type { GoodsCardModule } from '@mall/shared-ui/goods-card-module';
import { QueryView } from '@mall/shared-ui/query-view';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from './goods-grid';
import './exhibit-detail.css';

interface PeriodGoodsSectionProps {
  countdown: PeriodCountdown;
  startAt: string;
  goods: GoodsCardData[];
  /** How many goods wait while upcoming (the server keeps them back until the opening). */
  goodsCount: number;
  goodsCard: GoodsCardModule;
  /** `기획전 상품`: the heading and the grid's name. */
  label: string;
  upcomingMessage: string;
  endedMessage: string;
  emptyMessage?: string;
}

/**
 * The goods of an exhibition with a period: while upcoming, when it opens and how many goods wait;
 * then the goods (catalog's card), with a notice once ended.
 */
export function PeriodGoodsSection({
  countdown,
  startAt,
  goods,
  goodsCount,
  goodsCard,
  label,
  upcomingMessage,
  endedMessage,
  emptyMessage,
}: PeriodGoodsSectionProps) {
  const headingId = useId();
  if (countdown.state === 'upcoming') {
    return (
      <StatusPanel tone="empty" title={`${formatMoment(startAt)}에 오픈합니다`} description={`${upcomingMessage} (상품 ${goodsCount.toString()}개 준비 중)`} />
    );
  }
  return (
    <section className="page-section" aria-labelledby={headingId}>
      <div className="page-section__head">
        <h2 id={headingId} className="page-section__title">
          {label} <span className="exhibit-detail__count">{goods.length}개</span>
        </h2>
        {countdown.state === 'ended' ? <p className="exhibit-detail__ended">{endedMessage}</p> : null}
      </div>
      {goods.length === 0 && emptyMessage ? (
        <StatusPanel tone="empty" title={emptyMessage} />
      ) : (
        <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
          {(GoodsCard) => <GoodsGrid GoodsCard={GoodsCard} goods={goods} label={label} />}
        </QueryView>
      )}
    </section>
  );
}
