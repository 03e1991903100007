import { useEffect } from 'react';
import { RAFFLE_MESSAGES, type PeriodState } from '@mall/shared-contracts/exhibit';
import { Link, useLocation, usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useRaffles } from '../api/raffles';
import { RaffleCard } from './raffle-card';
import './raffle.css';

const TABS = [
  { to: '/raffle', label: '진행 중' },
  { to: '/raffle/end', label: '종료' },
] as const;

/** `/raffle` (ongoing, then the upcoming ones) and `/raffle/end` (ended, latest first). */
export function RaffleListPage({ ended = false }: { ended?: boolean }) {
  const platform = usePlatform();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = ended ? '종료된 래플 | 케이몰' : '래플 | 케이몰';
  }, [ended]);
  return (
    <div className="raffle-list">
      <header className="raffle-list__head">
        <h1 className="raffle-list__title">래플</h1>
        <button type="button" className="raffle-list__guide" onClick={() => void platform.modals.open('raffle-guide')}>
          래플 안내
        </button>
      </header>
      <nav className="raffle-tabs" aria-label="래플 목록">
        {TABS.map((tab) => (
          <Link key={tab.to} to={tab.to} replace aria-current={pathname === tab.to ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      {ended ? (
        <RaffleSection state="ended" title="종료된 래플" empty={RAFFLE_MESSAGES.emptyEnded} />
      ) : (
        <>
          <RaffleSection state="ongoing" title="진행 중인 래플" empty={RAFFLE_MESSAGES.emptyOngoing} />
          <RaffleSection state="upcoming" title="오픈 예정 래플" empty={null} />
        </>
      )}
    </div>
  );
}

/** One state's raffles; `empty: null` leaves the section out when there are none. */
function RaffleSection({ state, title, empty }: { state: PeriodState; title: string; empty: string | null }) {
  const query = useRaffles(state);
  const { data } = query;
  const headingId = `raffle-${state}`;
  if (data && !data.length && empty === null) return null;
  return (
    <section className="page-section" aria-labelledby={headingId}>
      <div className="page-section__head">
        <h2 id={headingId} className="page-section__title">
          {title} {data ? <span className="raffle-list__count">{data.length}개</span> : null}
        </h2>
      </div>
      <QueryView query={query} failed={RAFFLE_MESSAGES.loadFailed} empty={empty ?? ''}>
        {(data) => (
          <ul className="raffle-list__items" aria-label={title}>
            {data.map((raffle) => (
              <li key={raffle.id}>
                <RaffleCard raffle={raffle} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
