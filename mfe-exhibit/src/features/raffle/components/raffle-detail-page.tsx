import { useEffect } from 'react';
import { formatPrice, loginPathFor, MESSAGES } from '@mall/shared-contracts';
import { formatMoment, formatPeriod, PERIOD_STATE_LABELS, RAFFLE_MESSAGES, RAFFLE_RESULT_LABELS, type RaffleDetail } from '@mall/shared-contracts/exhibit';
import { useLocation, usePlatform, useSession } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from '../../../lib/goods-grid';
import { useRaffle } from '../api/raffles';
import './raffle.css';

/** `/raffle/detail/{id}`: the raffle, its goods (catalog's card), the member's entry and what can be done now. */
export function RaffleDetailPage() {
  const raffleId = useIdParam();
  const query = useRaffle(raffleId);
  const { data, refetch } = query;
  useEffect(() => {
    if (data) document.title = `${data.title} | 케이몰 래플`;
  }, [data]);
  return (
    <QueryView
      query={query}
      failed={RAFFLE_MESSAGES.loadFailed}
      invalid={raffleId === null}
      notFound={{ title: RAFFLE_MESSAGES.notFound, description: '종료 후 삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => <RaffleView raffle={data} onStateChange={() => void refetch()} />}
    </QueryView>
  );
}

function RaffleView({ raffle, onStateChange }: { raffle: RaffleDetail; onStateChange: () => void }) {
  const countdown = usePeriodCountdown(raffle);
  const goodsCard = useGoodsCardModule();
  // The server answered the state it saw; when the clock opens or closes the raffle, ask again.
  const changed = countdown.state !== raffle.state;
  useEffect(() => {
    if (changed) onStateChange();
  }, [changed, onStateChange]);
  return (
    <article className={`raffle raffle--${countdown.state}`}>
      <header className="raffle__hero" style={{ background: raffle.background_color }}>
        <span className="raffle__state">{PERIOD_STATE_LABELS[countdown.state]}</span>
        <p className="raffle__brand">{raffle.goods.brand_name}</p>
        <h1 className="raffle__title">{raffle.title}</h1>
        <p className="raffle__price">
          래플 가격 <strong>{formatPrice(raffle.price)}</strong>
        </p>
        <p className="raffle__countdown">
          <CountdownText countdown={countdown} />
        </p>
      </header>
      <dl className="raffle__facts">
        <div>
          <dt>응모 기간</dt>
          <dd>{formatPeriod(raffle)}</dd>
        </div>
        <div>
          <dt>당첨자 발표</dt>
          <dd>{formatMoment(raffle.announce_at)}</dd>
        </div>
        <div>
          <dt>응모 인원</dt>
          <dd>{raffle.entry_count.toLocaleString('ko-KR')}명</dd>
        </div>
        <div>
          <dt>당첨 인원</dt>
          <dd>{raffle.winner_count.toLocaleString('ko-KR')}명</dd>
        </div>
        <div>
          <dt>응모 사이즈</dt>
          <dd>{raffle.options.map((o) => o.name.replace(/^사이즈 /, '')).join(' · ')}</dd>
        </div>
      </dl>
      <p className="raffle__description">{raffle.description}</p>
      {raffle.my_entry ? (
        <section className="raffle__mine" aria-label="나의 응모">
          <strong>{raffle.my_entry.result === 'pending' ? '응모 완료' : `${RAFFLE_RESULT_LABELS[raffle.my_entry.result]}`}</strong>
          <span>
            {raffle.my_entry.option_name} · {formatMoment(raffle.my_entry.entered_at)} 응모
          </span>
          {raffle.my_entry.result === 'won' ? <span>축하합니다! 발표일로부터 3일 안에 래플 가격으로 구매해 주세요.</span> : null}
        </section>
      ) : null}
      <RaffleActions raffle={raffle} state={countdown.state} />
      <section className="page-section" aria-labelledby="raffle-goods">
        <div className="page-section__head">
          <h2 id="raffle-goods" className="page-section__title">
            응모 상품
          </h2>
        </div>
        <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
          {(GoodsCard) => <GoodsGrid GoodsCard={GoodsCard} goods={[raffle.goods]} label="응모 상품" />}
        </QueryView>
      </section>
    </article>
  );
}

function RaffleActions({ raffle, state }: { raffle: RaffleDetail; state: RaffleDetail['state'] }) {
  const platform = usePlatform();
  const session = useSession();
  const location = useLocation();
  const params = { raffle_id: String(raffle.id) };

  const enter = async () => {
    if (session.status !== 'member') {
      if (await platform.alerts.confirm(MESSAGES.loginRequiredConfirm)) platform.navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    await platform.modals.open('raffle-entry', params);
  };

  return (
    <div className="raffle__actions">
      {state === 'upcoming' ? (
        <button type="button" className="ui-button ui-button--block" disabled>
          {formatMoment(raffle.start_at)} 오픈 예정
        </button>
      ) : state === 'ongoing' ? (
        raffle.my_entry ? (
          <button type="button" className="ui-button ui-button--block" disabled>
            응모 완료
          </button>
        ) : (
          <button type="button" className="ui-button ui-button--block" onClick={() => void enter()}>
            응모하기
          </button>
        )
      ) : (
        <>
          <button type="button" className="ui-button ui-button--block" disabled>
            응모 마감
          </button>
          <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => void platform.modals.open('raffle-winners', params)}>
            당첨자 보기
          </button>
        </>
      )}
      <button type="button" className="raffle__guide-link" onClick={() => void platform.modals.open('raffle-guide')}>
        래플 응모 안내
      </button>
    </div>
  );
}
