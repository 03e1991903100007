import type { WishBrand } from '@mall/shared-contracts/member';
import { LazyImage, Link, StatusPanel, useFeatureGate, usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useUnlikeBrand, useWishBrands } from '../api/wish';
import { alertWishError } from './folder-name';
import { MoreButton } from '../../../lib/more-button';

function BrandName({ brand }: { brand: WishBrand }) {
  const gate = useFeatureGate();
  const to = `/goods/brand/${brand.id}`;
  const text = (
    <span className="wish-brand__text">
      <strong>{brand.name}</strong>
      <span>{brand.name_en}</span>
    </span>
  );
  // The brand page is catalog's: linked once it exists.
  return gate.allowsPath(to) ? <Link to={to}>{text}</Link> : text;
}

/** /mypage/wish/brand: wished brands, 28 a page, with how many goods each sells; a heart unlikes one. */
export function WishBrandPage() {
  const platform = usePlatform();
  const brands = useWishBrands();
  const unlike = useUnlikeBrand();
  return (
    <QueryView query={brands} failed="찜한 브랜드를 불러오지 못했습니다">
      {(data) => {
        const items = data.pages.flatMap((p) => p.data);
        const total = data.pages[0]?.total ?? 0;
        return (
          <section aria-labelledby="wish-brands-title">
            <div className="wish-section-head">
              <h2 id="wish-brands-title">
                찜한 브랜드 <span className="wish-section-head__count">{total}개</span>
              </h2>
            </div>
            {items.length === 0 ? (
              <StatusPanel tone="empty" title="찜한 브랜드가 없습니다" description="브랜드 페이지에서 하트를 눌러 찜해 보세요." />
            ) : (
              <ul className="wish-brands" aria-label="찜한 브랜드">
                {items.map((brand) => (
                  <li key={brand.id} className="wish-brand">
                    <LazyImage src={brand.logo_image_url} alt="" width={56} height={56} className="wish-brand__logo" />
                    <BrandName brand={brand} />
                    <span className="wish-brand__count">상품 {brand.goods_count.toLocaleString('ko-KR')}개</span>
                    <button
                      type="button"
                      className="wish-heart"
                      aria-pressed="true"
                      aria-label={`${brand.name} 찜 해제`}
                      disabled={unlike.isPending}
                      onClick={() => unlike.mutate(brand.id, { onError: (error) => void alertWishError(platform, error) })}
                    >
                      ♥
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <MoreButton query={brands} />
          </section>
        );
      }}
    </QueryView>
  );
}
