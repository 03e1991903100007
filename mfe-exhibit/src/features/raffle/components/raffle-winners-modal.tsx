import { formatMoment, RAFFLE_MESSAGES } from '@mall/shared-contracts/exhibit';
import { StatusPanel, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useRaffleWinners } from '../api/raffles';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import './raffle.css';

/** The `raffle-winners` modal (`raffle_id`): the drawn winners once announced, names and ids partly hidden. */
export function RaffleWinnersModal({ params, titleId, close }: ModalComponentProps) {
  const id = dbIdParamOf(params.raffle_id);
  const winners = useRaffleWinners(id);
  return (
    <section className="raffle-modal raffle-winners" aria-labelledby={titleId}>
      <h2 id={titleId} className="raffle-modal__title">
        당첨자 발표
      </h2>
      <QueryView query={winners} failed="당첨자를 불러오지 못했습니다" invalid={id === null} notFound={<p role="alert">{RAFFLE_MESSAGES.notFound}</p>}>
        {(data) => (
          <>
            <p className="raffle-winners__head">
              <strong>{data.title}</strong>
              <span>
                응모 {data.entry_count.toLocaleString('ko-KR')}명 중 {data.winner_count.toLocaleString('ko-KR')}명 추첨 · 발표 {formatMoment(data.announce_at)}
              </span>
            </p>
            {!data.announced ? (
              <StatusPanel tone="empty" title={RAFFLE_MESSAGES.winnersNotYet} description={`${formatMoment(data.announce_at)}에 발표합니다.`} />
            ) : data.winners.length === 0 ? (
              <StatusPanel tone="empty" title={RAFFLE_MESSAGES.noEntries} />
            ) : (
              <table className="raffle-winners__table">
                <caption className="ui-visually-hidden">당첨자 {data.winners.length}명</caption>
                <thead>
                  <tr>
                    <th scope="col">순번</th>
                    <th scope="col">이름</th>
                    <th scope="col">아이디</th>
                    <th scope="col">사이즈</th>
                  </tr>
                </thead>
                <tbody>
                  {data.winners.map((w) => (
                    <tr key={w.rank}>
                      <td>{w.rank}</td>
                      <td>{w.name}</td>
                      <td>{w.login_id}</td>
                      <td>{w.option_name.replace(/^사이즈 /, '')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className="raffle-winners__rule">
              당첨자는 응모 마감 후 공개된 규칙(응모 번호의 해시 순)으로 추첨했습니다. 당첨자 이름과 아이디는 개인정보 보호를 위해 일부만 보여 드립니다.
            </p>
          </>
        )}
      </QueryView>
      <button type="button" className="ui-button ui-button--block" onClick={() => close()}>
        확인
      </button>
    </section>
  );
}
