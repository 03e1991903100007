import type { ReactNode } from 'react';
import type { ShoppingGuideCode } from '@mall/shared-contracts/cs';
import { LoadError, Loading } from '@mall/shared-ui';
import { useShoppingGuide } from '../api/get-info';

/** A shopping guide from mall-api (its title and paragraphs), with the figures of the page below it. */
export function GuideSection({ code, children }: { code: ShoppingGuideCode; children?: ReactNode }) {
  const guide = useShoppingGuide(code);
  if (guide.isPending) return <Loading />;
  if (guide.isError) return <LoadError title="안내를 불러오지 못했습니다" onRetry={() => void guide.refetch()} />;
  return (
    <article className="info-guide" aria-labelledby={`guide-${code}`}>
      <h2 id={`guide-${code}`} className="info-guide__title">
        {guide.data.title}
      </h2>
      {guide.data.paragraphs.map((p) => (
        <p key={p} className="info-guide__text">
          {p}
        </p>
      ))}
      {children}
    </article>
  );
}

/** A figure block of an info page: its own loading and error states, so the guide text stays readable. */
export function InfoBlock<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  return (
    <section className="info-block" aria-label={title}>
      <h3 className="info-block__title">{title}</h3>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <LoadError title={`${title} 정보를 불러오지 못했습니다`} onRetry={() => void query.refetch()} /> : null}
      {query.data !== undefined ? children(query.data) : null}
    </section>
  );
}

/** A two-column table of an info page: a heading cell per row (택배사, 사유, 카드사…) and its value. */
export function InfoTable({ columns, rows, label }: { columns: [string, string]; rows: { key: string; head: ReactNode; cell: ReactNode }[]; label?: string }) {
  return (
    <table className="info-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.head}</th>
            <td>{row.cell}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
