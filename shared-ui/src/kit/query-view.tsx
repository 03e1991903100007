import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { isNotFoundError, LoadError, Loading, StatusPanel, type StatusPanelProps } from '@mall/shared-ui';

/** A panel's title, or its title with a line under it (and a button). */
export type PanelText = string | Omit<StatusPanelProps, 'tone'>;

/** What QueryView reads of a react-query result (a plain or an infinite query). */
export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryState<T>;
  /** The error panel's title ("…을 불러오지 못했습니다"); it offers 다시 시도. */
  failed: string;
  /** What does not exist: a 404 answer, or an address the page already knows is wrong (`invalid`). Without it a 404 is a failure like any other. */
  notFound?: PanelText | ReactElement;
  /** The address names nothing (an id param that is not an id): not found without asking mall-api. */
  invalid?: boolean;
  /** The empty panel, shown when `isEmpty(data)` (by default, an empty list). */
  empty?: PanelText;
  isEmpty?: (data: T) => boolean;
  /** Replaces the spinner (a skeleton of the page). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's data once it has it: a react-query result is a union whose pending member's data is `undefined`. */
type DataOf<Q> = Q extends QueryState<infer D> ? Exclude<D, undefined> : never;

/**
 * Several queries as one, for a page that needs them all before it can draw: the data once every
 * query has it, the first failure, and a 다시 시도 that refetches what failed.
 */
export function allOf<const Q extends readonly QueryState<unknown>[]>(...queries: Q): QueryState<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const failed = queries.filter((q) => q.error);
  return {
    data: queries.every((q) => q.data !== undefined) ? (queries.map((q) => q.data) as { [K in keyof Q]: DataOf<Q[K]> }) : undefined,
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all((failed.length ? failed : queries).map((q) => q.refetch())),
  };
}

const panel = (text: PanelText | ReactElement, tone: 'empty') =>
  isValidElement(text) ? text : typeof text === 'string' ? <StatusPanel tone={tone} title={text} /> : <StatusPanel tone={tone} {...text} />;

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The states of a page's query in one place, in the order every page used: not found (an invalid
 * address or a 404), loading, the failure with 다시 시도, empty, then the content. A failed refetch
 * keeps the content the shopper already has.
 */
export function QueryView<T>({ query, failed, notFound, invalid = false, empty, isEmpty = emptyList, loading, children }: QueryViewProps<T>) {
  const { data, error } = query;
  if (notFound && (invalid || isNotFoundError(error))) return panel(notFound, 'empty');
  if (data === undefined) {
    if (error) return <LoadError title={failed} onRetry={() => void query.refetch()} />;
    return loading ?? <Loading />;
  }
  if (empty && isEmpty(data)) return panel(empty, 'empty');
  return <>{children(data)}</>;
}
