import { useEffect } from 'react';
import { formatPrice } from '@mall/shared-contracts';
import { formatMoment, PERIOD_STATE_LABELS, RAFFLE_MESSAGES, RAFFLE_RESULT_LABELS, raffleDetailPagePath, type MyRaffle } from '@mall/shared-contracts/exhibit';
import { LazyImage, Link, useFeatureGate, usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useMyRaffles } from '../api/my-raffles';
import './my-raffle.css';

/** /mypage/raffle: every raffle the member entered, latest first, with the size and the result (발표 대기, 당첨, 미당첨). */
export function MyRafflePage() {
  const query = useMyRaffles();
  const { data } = query;
  const gate = useFeatureGate();
  const platform = usePlatform();
  useEffect(() => {
    document.title = '래플 응모 내역 | 케이몰';
  }, []);
  const counts = data ? { won: data.filter((r) => r.entry.result === 'won').length, pending: data.filter((r) => r.entry.result === 'pending').length } : null;
  return (
    <section className="member-page my-raffle" aria-labelledby="my-raffle-title">
      <h1 id="my-raffle-title" className="member-page__title">
        래플 응모 내역
      </h1>
      {counts && data?.length ? (
        <p className="my-raffle__summary">
          응모 {data.length}건 · 당첨 {counts.won}건 · 발표 대기 {counts.pending}건
        </p>
      ) : null}
      <QueryView
        query={query}
        failed="래플 응모 내역을 불러오지 못했습니다"
        empty={{
          title: RAFFLE_MESSAGES.emptyMine,
          description: '진행 중인 래플에 응모해 보세요.',
          action: gate.allowsPath('/raffle') ? { label: '진행 중인 래플 보기', onClick: () => platform.navigate('/raffle') } : undefined,
        }}
      >
        {(raffles) => (
          <ul className="my-raffle__items" aria-label="응모한 래플">
            {raffles.map((raffle) => (
              <li key={raffle.id}>
                <MyRaffleItem raffle={raffle} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function MyRaffleItem({ raffle }: { raffle: MyRaffle }) {
  const { entry } = raffle;
  return (
    <Link to={raffleDetailPagePath(raffle.id)} className="my-raffle__item">
      <span className="my-raffle__image" style={{ background: raffle.background_color }}>
        <LazyImage src={raffle.goods.thumbnail_url} alt="" width={160} height={160} />
      </span>
      <span className="my-raffle__body">
        <span className="my-raffle__badges">
          <span className="my-raffle__state">{PERIOD_STATE_LABELS[raffle.state]}</span>
          <span className={`my-raffle__result my-raffle__result--${entry.result}`}>{RAFFLE_RESULT_LABELS[entry.result]}</span>
        </span>
        <strong className="my-raffle__title">{raffle.title}</strong>
        <span>
          {entry.option_name} · 래플 가격 {formatPrice(raffle.price)}
        </span>
        <span className="my-raffle__meta">
          {formatMoment(entry.entered_at)} 응모 · {entry.result === 'pending' ? `${formatMoment(raffle.announce_at)} 발표 예정` : '발표 완료'}
        </span>
      </span>
    </Link>
  );
}
