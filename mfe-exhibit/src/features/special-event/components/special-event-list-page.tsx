import { useEffect } from 'react';
import {
  formatPeriod,
  PERIOD_STATE_LABELS,
  SPECIAL_EVENT_MESSAGES,
  specialEventPagePath,
  type PeriodState,
  type SpecialEventSummary,
} from '@mall/shared-contracts/exhibit';
import { Link, StatusPanel } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useSpecialEvents } from '../api/special-events';
import './special-event.css';

const SECTIONS: readonly { state: PeriodState; title: string }[] = [
  { state: 'ongoing', title: '진행 중인 이벤트' },
  { state: 'upcoming', title: '오픈 예정 이벤트' },
  { state: 'ended', title: '종료된 이벤트' },
];

/** `/special-event`: the mall's events, ongoing first, then upcoming, then ended. */
export function SpecialEventListPage() {
  const events = useSpecialEvents();
  useEffect(() => {
    document.title = '이벤트 | 케이몰';
  }, []);
  return (
    <div className="special-events">
      <h1 className="special-events__title">이벤트</h1>
      <QueryView query={events} failed={SPECIAL_EVENT_MESSAGES.loadFailed}>
        {(data) =>
          SECTIONS.map(({ state, title }) => {
            const events = data.filter((e) => e.state === state);
            if (!events.length && state !== 'ongoing') return null;
            return (
              <section key={state} className="page-section" aria-labelledby={`special-${state}`}>
                <div className="page-section__head">
                  <h2 id={`special-${state}`} className="page-section__title">
                    {title} <span className="special-events__count">{events.length}개</span>
                  </h2>
                </div>
                {events.length ? (
                  <ul className="special-events__items" aria-label={title}>
                    {events.map((event) => (
                      <li key={event.id}>
                        <SpecialEventCard event={event} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <StatusPanel tone="empty" title={SPECIAL_EVENT_MESSAGES.empty} />
                )}
              </section>
            );
          })
        }
      </QueryView>
    </div>
  );
}

function SpecialEventCard({ event }: { event: SpecialEventSummary }) {
  return (
    <Link to={specialEventPagePath(event.id)} className={`special-card special-card--${event.state}`} style={{ background: event.background_color }}>
      <span className="special-card__state">{PERIOD_STATE_LABELS[event.state]}</span>
      <strong className="special-card__title">{event.title}</strong>
      {event.subtitle ? <span className="special-card__sub">{event.subtitle}</span> : null}
      <span className="special-card__benefit">{event.benefit}</span>
      <span className="special-card__period">{formatPeriod(event)}</span>
    </Link>
  );
}
