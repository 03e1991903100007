import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@mall/shared-contracts';
import { Route, Routes } from '../../router';
import { renderWithPlatform } from '../../testing/fake-platform';
import { allOf, QueryView, type QueryState } from '../query-view';
import { cardQuery } from '../../federated/goods-card-module';
import { useIdParam } from '../use-id-param';

const state = <T,>(over: Partial<QueryState<T>>): QueryState<T> => ({ data: undefined, error: null, refetch: vi.fn(), ...over });
const httpError = (status: number) => Object.assign(new AxiosError('x'), { response: { status } });

function View({ query, invalid = false }: { query: QueryState<string[]>; invalid?: boolean }) {
  return (
    <QueryView
      query={query}
      failed="목록을 불러오지 못했습니다"
      invalid={invalid}
      notFound={{ title: '없는 목록입니다', description: '주소를 확인해 주세요.' }}
      empty="비어 있습니다"
    >
      {(items) => (
        <ul aria-label="목록">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('loads, then shows the content', () => {
    const { rerender } = render(<View query={state({})} />);
    expect(screen.getByRole('status').textContent).toContain('불러오는 중입니다');
    rerender(<View query={state({ data: ['가', '나'] })} />);
    expect(screen.getByRole('list', { name: '목록' }).children).toHaveLength(2);
  });

  it('a failure offers 다시 시도, which refetches', () => {
    const query = state<string[]>({ error: httpError(500) });
    render(<View query={query} />);
    expect(screen.getByRole('alert').textContent).toContain('목록을 불러오지 못했습니다');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('a 404 and an invalid address are not found, without a retry', () => {
    const { rerender } = render(<View query={state({ error: httpError(404) })} />);
    expect(screen.getByRole('heading', { name: '없는 목록입니다' })).toBeTruthy();
    expect(screen.getByText('주소를 확인해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<View query={state({})} invalid />);
    expect(screen.getByRole('heading', { name: '없는 목록입니다' })).toBeTruthy();
  });

  it('without notFound a 404 is a failure like any other', () => {
    render(
      <QueryView query={state<string>({ error: httpError(404) })} failed="불러오지 못했습니다">
        {(s) => s}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toContain('불러오지 못했습니다');
  });

  it('an empty list shows the empty panel; isEmpty decides for other shapes', () => {
    const { rerender } = render(<View query={state({ data: [] })} />);
    expect(screen.getByRole('heading', { name: '비어 있습니다' })).toBeTruthy();
    rerender(
      <QueryView query={state({ data: { total: 0 } })} failed="x" empty="없음" isEmpty={(d) => d.total === 0}>
        {() => '내용'}
      </QueryView>,
    );
    expect(screen.getByRole('heading', { name: '없음' })).toBeTruthy();
  });

  it('a refetch that fails keeps the content the shopper has', () => {
    render(<View query={state({ data: ['가'], error: httpError(500) })} />);
    expect(screen.getByRole('list', { name: '목록' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('allOf', () => {
  it('has data only once every query has it, in order', () => {
    expect(allOf(state({ data: 1 }), state<string>({})).data).toBeUndefined();
    const both = allOf(state({ data: 1 }), state({ data: '가' }));
    expect(both.data).toEqual([1, '가']);
    render(
      <QueryView query={both} failed="x">
        {([n, s]) => `${n.toFixed(0)}${s}`}
      </QueryView>,
    );
    expect(screen.getByText('1가')).toBeTruthy();
  });

  it("takes react-query results: each query's data without the pending member's undefined", () => {
    const sheet = state({ data: { id: 1 } }) as unknown as UseQueryResult<{ id: number }>;
    const methods = state({ data: ['card'] }) as unknown as UseQueryResult<string[]>;
    const both = allOf(sheet, methods);
    // Compiles only when each element is the query's data, not `data | undefined`.
    const data: readonly [{ id: number }, string[]] | undefined = both.data;
    expect(data).toEqual([{ id: 1 }, ['card']]);
  });

  it('fails with the first failure and 다시 시도 refetches only what failed', () => {
    const ok = state({ data: 1 });
    const bad = state<string>({ error: httpError(404) });
    const view = (
      <QueryView query={allOf(ok, bad)} failed="함께 불러오지 못했습니다" notFound="없습니다">
        {() => '내용'}
      </QueryView>
    );
    const { rerender } = render(view);
    expect(screen.getByRole('heading', { name: '없습니다' })).toBeTruthy();
    const failing = state<string>({ error: httpError(500) });
    rerender(
      <QueryView query={allOf(ok, failing)} failed="함께 불러오지 못했습니다">
        {() => '내용'}
      </QueryView>,
    );
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(failing.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it('a goods-card module reads as a query: loading, then the card, or a failure whose retry loads again', () => {
    const retry = vi.fn();
    expect(cardQuery({ status: 'loading' })).toMatchObject({ data: undefined, error: null });
    const Card = () => null;
    expect(cardQuery({ status: 'ready', GoodsCard: Card }).data).toBe(Card);
    const failed = cardQuery({ status: 'error', retry });
    expect(failed.error).toBeInstanceOf(Error);
    failed.refetch();
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('useIdParam', () => {
  function Shown() {
    const id = useIdParam('noticeId');
    return <p>{id === null ? '없음' : `id ${id}`}</p>;
  }
  const at = (path: string) =>
    renderWithPlatform(
      <Routes>
        <Route path="/notice/:noticeId" element={<Shown />} />
      </Routes>,
      { route: path },
    );

  it.each([
    ['/notice/12', 'id 12'],
    ['/notice/0', '없음'],
    ['/notice/abc', '없음'],
    ['/notice/2147483648', '없음'],
  ])('%s → %s', (path, text) => {
    at(path);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
