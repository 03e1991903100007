import type { ReactNode } from 'react';
import type { ShoppingGuideCode } from '@mall/shared-contracts/cs';
import { QueryView, type QueryState } from '@mall/shared-ui/query-view';
import { useShoppingGuide } from '../api/get-info';

/** A shopping guide from mall-api (its title and paragraphs), with the figures of the page below it. */
export function GuideSection({ code, children }: { code: ShoppingGuideCode; children?: ReactNode }) {
  return (
    <QueryView query={useShoppingGuide(code)} failed="안내를 불러오지 못했습니다">
      {(guide) => (
        <article className="info-guide" aria-labelledby={`guide-${code}`}>
          <h2 id={`guide-${code}`} className="info-guide__title">
            {guide.title}
          </h2>
          {guide.paragraphs.map((p) => (
            <p key={p} className="info-guide__text">
              {p}
            </p>
          ))}
          {children}
        </article>
      )}
    </QueryView>
  );
}

/** A figure block of an info page: its own loading and error states, so the guide text stays readable. */
export function InfoBlock<T>({ title, query, children }: { title: string; query: QueryState<T>; children: (data: T) => ReactNode }) {
  return (
    <section className="info-block" aria-label={title}>
      <h3 className="info-block__title">{title}</h3>
      <QueryView query={query} failed={`${title} 정보를 불러오지 못했습니다`}>
        {children}
      </QueryView>
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
