import {
  EXHIBIT_EVENTS_MESSAGES,
  PERIOD_STATE_LABELS,
  formatPeriod,
  showcaseDetailPagePath,
  showcasePagePath,
  type ShowcaseSummary,
} from '@mall/shared-contracts/exhibit';
import { LazyImage, Link, StatusPanel, useParams } from '@mall/shared-ui';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { LinkTabs } from '../../../lib/link-tabs';
import { useShowcases } from '../api/get-showcases';
import './showcase.css';

/** `/showcase/{sortId?}`: the showcases of one sort (or all), ongoing first, then upcoming, then ended. */
export function ShowcaseListPage() {
  const raw = useParams().sortId;
  const sortId = useIdParam('sortId');
  const showcases = useShowcases(sortId);
  const { data } = showcases;
  useDocumentTitle('쇼케이스 | 케이몰');
  const badSort = (raw !== undefined && sortId === null) || (data && sortId !== null && !data.sorts.some((s) => s.id === sortId));

  return (
    <div className="showcase-list">
      <h1 className="showcase-list__title">쇼케이스</h1>
      {data ? (
        <LinkTabs
          label="쇼케이스 분류"
          current={showcasePagePath(sortId ?? undefined)}
          items={[{ to: showcasePagePath(), label: '전체' }, ...data.sorts.map((s) => ({ to: showcasePagePath(s.id), label: s.name }))]}
        />
      ) : null}
      {badSort ? (
        <StatusPanel tone="empty" title="쇼케이스 분류를 찾을 수 없습니다." description="전체 쇼케이스에서 찾아보세요." />
      ) : (
        <QueryView
          query={showcases}
          failed={EXHIBIT_EVENTS_MESSAGES.showcaseLoadFailed}
          empty={EXHIBIT_EVENTS_MESSAGES.showcaseEmpty}
          isEmpty={(list) => list.showcases.length === 0}
        >
          {(list) => (
            <ul className="showcase-list__items" aria-label="쇼케이스 목록">
              {list.showcases.map((s) => (
                <li key={s.id}>
                  <ShowcaseCard showcase={s} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      )}
    </div>
  );
}

function ShowcaseCard({ showcase }: { showcase: ShowcaseSummary }) {
  return (
    <Link to={showcaseDetailPagePath(showcase.id)} className={`showcase-card showcase-card--${showcase.state}`}>
      <div className="showcase-card__cover" style={{ background: showcase.background_color }}>
        <span className="showcase-card__state">{PERIOD_STATE_LABELS[showcase.state]}</span>
        {showcase.preview_images.length ? (
          <span className="showcase-card__previews" aria-hidden="true">
            {showcase.preview_images.map((src) => (
              <LazyImage key={src} src={src} alt="" />
            ))}
          </span>
        ) : null}
      </div>
      <div className="showcase-card__body">
        {showcase.brand_name ? <p className="showcase-card__brand">{showcase.brand_name}</p> : null}
        <h2 className="showcase-card__title">{showcase.title}</h2>
        {showcase.subtitle ? <p className="showcase-card__sub">{showcase.subtitle}</p> : null}
        <p className="showcase-card__meta">
          <span>{formatPeriod(showcase)}</span>
          <span>상품 {showcase.goods_count}개</span>
        </p>
      </div>
    </Link>
  );
}
