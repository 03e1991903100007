import { useEffect } from 'react';
import type { Personalization } from '@mall/shared-contracts';
import { ErrorBoundary, StatusPanel, Switch, usePlatform } from '@mall/shared-ui';
import { cardQuery, useGoodsCardModule } from '@mall/shared-ui/goods-card-module';
import { allOf, QueryView, type QueryState } from '@mall/shared-ui/query-view';
import { usePersonalization, useSetPersonalization } from '../api/personalization';
import '../../../lib/form.css';
import './personalization.css';

const SIGNAL_LABELS: Record<Personalization['categories'][number]['signals'][number], string> = {
  purchase: '구매',
  wish: '찜',
  view: '최근 본',
};

/**
 * /mypage/personalization (paid switch `personalization`): goods recommended from the member's own
 * views, wishes and purchases, the categories they point at, and the member's choice to get them.
 */
export function PersonalizationPage() {
  const platform = usePlatform();
  // Typed as a QueryState: allOf reads a react-query result's data as possibly undefined.
  const query: QueryState<Personalization> = usePersonalization();
  const save = useSetPersonalization();
  const cards = useGoodsCardModule();
  useEffect(() => {
    document.title = '맞춤 추천 | 케이몰';
  }, []);

  return (
    <QueryView query={allOf(query, cardQuery(cards))} failed="맞춤 추천을 불러오지 못했습니다">
      {([{ enabled, categories, goods }, GoodsCard]) => (
        <section className="member-page personalization" aria-labelledby="personalization-title">
          <h1 id="personalization-title" className="member-page__title">
            맞춤 추천
          </h1>
          <Switch
            checked={enabled}
            disabled={save.isPending}
            onChange={(next) => save.mutate(next)}
            label="내 활동으로 상품 추천 받기"
            description="최근 본 상품, 찜한 상품, 구매한 상품을 바탕으로 회원님께 맞는 상품을 골라 드립니다."
          />
          {!enabled ? (
            <StatusPanel title="맞춤 추천이 꺼져 있습니다" description="다시 켜면 회원님의 활동을 바탕으로 상품을 추천해 드립니다." />
          ) : categories.length === 0 ? (
            <StatusPanel
              tone="empty"
              title="아직 추천할 상품이 없어요"
              description="상품을 둘러보고 찜하거나 구매하시면 맞춤 추천이 시작됩니다."
              action={{ label: '쇼핑하러 가기', onClick: () => platform.navigate('/') }}
            />
          ) : (
            <>
              <h2 className="personalization__heading">회원님의 관심 카테고리</h2>
              <ul className="personalization__categories" aria-label="관심 카테고리">
                {categories.map((c) => (
                  <li key={c.id}>
                    <strong>{c.name}</strong> <span className="personalization__signals">{c.signals.map((s) => SIGNAL_LABELS[s]).join('·')}</span>
                  </li>
                ))}
              </ul>
              <h2 className="personalization__heading">회원님을 위한 추천 상품</h2>
              <ErrorBoundary onError={(error) => console.error('[mypage] goods card render', error)}>
                <ul className="personalization__goods" aria-label="추천 상품">
                  {goods.map((g, i) => (
                    <li key={g.id}>
                      <GoodsCard goods={g} eager={i < 4} />
                    </li>
                  ))}
                </ul>
              </ErrorBoundary>
            </>
          )}
        </section>
      )}
    </QueryView>
  );
}
