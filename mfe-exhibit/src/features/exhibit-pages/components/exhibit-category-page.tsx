import { EXHIBIT_EVENTS_MESSAGES } from '@mall/shared-contracts/exhibit';
import { StatusPanel } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from '../../../lib/goods-grid';
import { LinkTabs } from '../../../lib/link-tabs';
import { useExhibitCategory } from '../api/get-exhibit-pages';
import '../../../lib/exhibit-detail.css';
import './exhibit-category.css';

const categoryPath = (id: number) => `/exhibit/category/${id.toString()}`;

/** `/exhibit/category/{id}`: an exhibit-curated goods category, with tabs to the others. */
export function ExhibitCategoryPage() {
  const id = useIdParam();
  const query = useExhibitCategory(id);
  const { data } = query;
  const goodsCard = useGoodsCardModule();
  useDocumentTitle(data ? `${data.name} | 케이몰 기획 카테고리` : null);
  return (
    <QueryView
      query={query}
      failed={EXHIBIT_EVENTS_MESSAGES.exhibitCategoryLoadFailed}
      invalid={id === null}
      notFound={{ title: EXHIBIT_EVENTS_MESSAGES.exhibitCategoryNotFound, description: '주소가 잘못되었거나 더 이상 운영하지 않는 카테고리입니다.' }}
    >
      {(data) => (
        <article className="exhibit-category">
          <header className="exhibit-category__head" style={{ background: data.background_color }}>
            <h1 className="exhibit-category__title">{data.name}</h1>
            <p>{data.description}</p>
          </header>
          <LinkTabs label="기획 카테고리" current={categoryPath(data.id)} items={data.categories.map((c) => ({ to: categoryPath(c.id), label: c.name }))} />
          <section className="page-section" aria-labelledby="exhibit-category-goods">
            <div className="page-section__head">
              <h2 id="exhibit-category-goods" className="page-section__title">
                {data.name} 상품 <span className="exhibit-detail__count">{data.goods.length}개</span>
              </h2>
            </div>
            {data.goods.length === 0 ? (
              <StatusPanel tone="empty" title={EXHIBIT_EVENTS_MESSAGES.goodsEmpty} />
            ) : (
              <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
                {(GoodsCard) => <GoodsGrid GoodsCard={GoodsCard} goods={data.goods} label={`${data.name} 상품`} />}
              </QueryView>
            )}
          </section>
        </article>
      )}
    </QueryView>
  );
}
