import { useEffect } from 'react';
import type { PeriodState } from '@mall/shared-contracts/exhibit/period';

/**
 * The server keeps an upcoming exhibition's goods back; when the page's countdown passes the
 * opening, the data is fetched again so the goods appear without a reload.
 */
export function useRefetchWhenOpened(serverState: PeriodState, clockState: PeriodState, refetch: () => unknown) {
  const opened = serverState === 'upcoming' && clockState !== 'upcoming';
  useEffect(() => {
    if (opened) void refetch();
  }, [opened, refetch]);
}

/** `쇼케이스 제목 | 케이몰 쇼케이스` once the data is there. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
