import { LIVE_MESSAGES, type LiveRoomSummary } from '@mall/shared-contracts/exhibit';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { useLiveActives, useLiveSchedules } from '../api/live-commerce';
import { LiveRoomCard } from './live-room-card';
import './live-commerce.css';

/** `/live-commerce`: the broadcasts on air (actives), then the schedule: upcoming ones and the replays of the ended ones. */
export function LiveCommercePage() {
  useDocumentTitle('라이브 커머스 | 케이몰');
  const actives = useLiveActives();
  const schedules = useLiveSchedules();
  return (
    <div className="live-list">
      <header className="live-list__head">
        <h1 className="live-list__title">라이브 커머스</h1>
        <p>방송을 보면서 채팅하고, 방송 상품을 바로 구매하세요.</p>
      </header>
      <RoomSection id="live-on-air" title="지금 방송 중" empty={LIVE_MESSAGES.noActives} query={actives} />
      <RoomSection id="live-upcoming" title="방송 예정" empty={LIVE_MESSAGES.noUpcoming} query={{ ...schedules, data: schedules.data?.upcoming }} />
      <RoomSection id="live-replays" title="지난 방송 다시보기" empty={LIVE_MESSAGES.noReplays} query={{ ...schedules, data: schedules.data?.replays }} />
    </div>
  );
}

interface RoomsQuery {
  data: LiveRoomSummary[] | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

function RoomSection({ id, title, empty, query }: { id: string; title: string; empty: string; query: RoomsQuery }) {
  const { data } = query;
  return (
    <section className="page-section" aria-labelledby={id}>
      <div className="page-section__head">
        <h2 id={id} className="page-section__title">
          {title} {data ? <span className="live-list__count">{data.length}개</span> : null}
        </h2>
      </div>
      <QueryView query={query} failed={LIVE_MESSAGES.listLoadFailed} empty={empty}>
        {(data) => (
          <ul className="live-list__items" aria-label={title}>
            {data.map((room) => (
              <li key={room.id}>
                <LiveRoomCard room={room} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
