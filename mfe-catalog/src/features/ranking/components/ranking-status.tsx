import type { ReactNode } from 'react';
import { formatDisplayDate, formatKstDateTime } from '@mall/shared-contracts';
import { RANKING_MESSAGES } from '@mall/shared-contracts/catalog';
import { LoadError, Loading, StatusPanel } from '@mall/shared-ui';

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
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  isEmpty: (data: T) => boolean;
  emptyTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.error || !query.data) return <LoadError title={RANKING_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <StatusPanel tone="empty" title={emptyTitle} description={RANKING_MESSAGES.emptyHint} />;
  return <>{children(query.data)}</>;
}
