import { useEffect } from 'react';
import { LISTING_MESSAGES } from '@mall/shared-contracts/catalog';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { isNotFoundError, LoadError, Loading, StatusPanel, useParams } from '@mall/shared-ui';
import { BrandHeart } from '../../../lib/brand-heart/brand-heart';
import { useBrandInfo } from '../api/get-listing';
import { ListingResults } from './listing-results';
import { useListing } from './use-listing';
import '../../../lib/goods-results/goods-results.css';
import './goods-list.css';

/** `/goods/brand/{id}`: the brand's logo, names and goods count, its heart, and its goods. */
export function BrandPage() {
  const id = dbIdParamOf(useParams().id) ?? 0;
  const valid = id > 0;
  const brand = useBrandInfo(valid ? id : 0);
  const listing = useListing(`/goods/brand/${id}`, valid && brand.data ? { brand_ids: [id] } : null);

  useEffect(() => {
    if (brand.data) document.title = `${brand.data.name} | 케이몰`;
  }, [brand.data]);

  if (!valid || isNotFoundError(brand.error)) return <StatusPanel tone="empty" title={LISTING_MESSAGES.brandNotFound} />;
  if (brand.isPending) return <Loading />;
  if (brand.error) return <LoadError title={LISTING_MESSAGES.loadFailed} onRetry={() => void brand.refetch()} />;
  return (
    <div className="search-page goods-list">
      <header className="goods-list__head">
        <img src={brand.data.logo_url} alt="" width={64} height={64} className="goods-list__logo" />
        <div className="goods-list__names">
          <h1 className="goods-list__title">{brand.data.name}</h1>
          <p className="goods-list__sub">
            {brand.data.name_en} · 상품 {brand.data.goods_count.toLocaleString('ko-KR')}개
          </p>
        </div>
        <BrandHeart brandId={brand.data.id} name={brand.data.name} />
      </header>
      <ListingResults listing={listing} hide={['brand']} />
    </div>
  );
}
