import type { ReactNode } from 'react';
import { formatDisplayDate, formatKstDateTime } from '@mall/shared-contracts';
import { RANKING_MESSAGES } from '@mall/shared-contracts/catalog';
import { QueryView, type QueryState } from '@mall/shared-ui/query-view';

interface Counted {
  counted_from: string;
  counted_to: string;
}

const day = (iso: string) => formatDisplayDate(formatKstDateTime(new Date(iso)));

/** `2026.11.18 ~ 2026.11.25 집계`: the window the ranking counted. */
export function CountedPeriod({ data }: { data: Counted }) {
  return <p className="ranking__counted">{RANKING_MESSAGES.countedPeriod(day(data.counted_from), day(data.counted_to))}</p>;
}

/** Loading, failed (with 다시 시도), empty, or the ranking itself. */
export function RankingStatus<T extends Counted>({
  query,
  isEmpty,
  emptyTitle = RANKING_MESSAGES.empty,
  children,
}: {
  query: QueryState<T>;
  isEmpty: (data: T) => boolean;
  emptyTitle?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} failed={RANKING_MESSAGES.loadFailed} empty={{ title: emptyTitle, description: RANKING_MESSAGES.emptyHint }} isEmpty={isEmpty}>
      {children}
    </QueryView>
  );
}
