import { useEffect } from 'react';
import { LISTING_MESSAGES } from '@mall/shared-contracts/catalog';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { BrandHeart } from '../../../lib/brand-heart/brand-heart';
import { useBrandInfo } from '../api/get-listing';
import { ListingResults } from './listing-results';
import { useListing } from './use-listing';
import '../../../lib/goods-results/goods-results.css';
import './goods-list.css';

/** `/goods/brand/{id}`: the brand's logo, names and goods count, its heart, and its goods. */
export function BrandPage() {
  const id = useIdParam() ?? 0;
  const valid = id > 0;
  const brand = useBrandInfo(valid ? id : 0);
  const listing = useListing(`/goods/brand/${id}`, valid && brand.data ? { brand_ids: [id] } : null);

  useEffect(() => {
    if (brand.data) document.title = `${brand.data.name} | 케이몰`;
  }, [brand.data]);

  return (
    <QueryView query={brand} failed={LISTING_MESSAGES.loadFailed} invalid={!valid} notFound={LISTING_MESSAGES.brandNotFound}>
      {(info) => (
        <div className="search-page goods-list">
          <header className="goods-list__head">
            <img src={info.logo_url} alt="" width={64} height={64} className="goods-list__logo" />
            <div className="goods-list__names">
              <h1 className="goods-list__title">{info.name}</h1>
              <p className="goods-list__sub">
                {info.name_en} · 상품 {info.goods_count.toLocaleString('ko-KR')}개
              </p>
            </div>
            <BrandHeart brandId={info.id} name={info.name} />
          </header>
          <ListingResults listing={listing} hide={['brand']} />
        </div>
      )}
    </QueryView>
  );
}
