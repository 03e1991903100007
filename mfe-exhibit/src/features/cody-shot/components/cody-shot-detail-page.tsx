import { EXHIBIT_EVENTS_MESSAGES, formatMoment, type CodyShot } from '@mall/shared-contracts/exhibit';
import { ErrorBoundary, Link, StatusPanel } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule, type GoodsCardModule } from '../../../lib/federated-goods-card';
import { GOODS_LOAD_FAILED, goodsCardQuery } from '../../../lib/goods-grid';
import { useCodyShot } from '../api/get-cody-shots';
import { LookCollage } from './look-collage';
import '../../../lib/exhibit-detail.css';
import './cody-shot.css';

/** `/cody-shot/detail/{id}`: one look, its model and story, and the goods it wears tagged by part (catalog's card). */
export function CodyShotDetailPage() {
  const id = useIdParam();
  const query = useCodyShot(id);
  const { data } = query;
  const goodsCard = useGoodsCardModule();
  useDocumentTitle(data ? `${data.title} | 케이몰 코디샷` : null);

  return (
    <QueryView
      query={query}
      failed={EXHIBIT_EVENTS_MESSAGES.codyShotLoadFailed}
      invalid={id === null}
      notFound={{ title: EXHIBIT_EVENTS_MESSAGES.codyShotNotFound, description: '삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => <CodyShotView shot={data} goodsCard={goodsCard} />}
    </QueryView>
  );
}

function CodyShotView({ shot, goodsCard }: { shot: CodyShot; goodsCard: GoodsCardModule }) {
  return (
    <article className="cody-detail">
      <LookCollage images={shot.preview_images} background={shot.background_color} eager />
      <div className="cody-detail__head">
        <span className="cody-card__style">#{shot.style}</span>
        <h1 className="cody-detail__title">{shot.title}</h1>
        <p className="cody-detail__model">
          {shot.model_name} · 키 {shot.model_height}cm · {formatMoment(shot.published_at).slice(0, 10)} 등록
        </p>
        <p className="exhibit-detail__description">{shot.description}</p>
      </div>
      <section className="page-section" aria-labelledby="cody-items">
        <div className="page-section__head">
          <h2 id="cody-items" className="page-section__title">
            착용 상품 <span className="exhibit-detail__count">{shot.items.length}개</span>
          </h2>
        </div>
        {shot.items.length === 0 ? (
          <StatusPanel tone="empty" title={EXHIBIT_EVENTS_MESSAGES.goodsEmpty} />
        ) : (
          <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
            {(GoodsCard) => (
              <ErrorBoundary onError={(e) => console.error('[exhibit] goods card render', e)}>
                <ul className="goods-grid" aria-label="착용 상품">
                  {shot.items.map(({ part, goods }) => (
                    <li key={goods.id} className="cody-detail__item">
                      <span className="cody-detail__part">{part}</span>
                      <GoodsCard goods={goods} />
                    </li>
                  ))}
                </ul>
              </ErrorBoundary>
            )}
          </QueryView>
        )}
      </section>
      <p className="cody-detail__back">
        <Link to="/cody-shot">다른 코디 더 보기</Link>
      </p>
    </article>
  );
}
