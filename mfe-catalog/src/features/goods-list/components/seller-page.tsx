import { useEffect } from 'react';
import { LISTING_MESSAGES } from '@mall/shared-contracts/catalog';
import { describeShipping } from '@mall/shared-contracts';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { isNotFoundError, Link, LoadError, Loading, StatusPanel, useParams } from '@mall/shared-ui';
import { useSellerShop } from '../api/get-listing';
import { ListingResults } from './listing-results';
import { useListing } from './use-listing';
import '../../../lib/goods-results/goods-results.css';
import './goods-list.css';

/** `/goods/seller/{id}`: the seller's shop, its shipping policy, the brands it sells and its goods. */
export function SellerPage() {
  const id = dbIdParamOf(useParams().id) ?? 0;
  const valid = id > 0;
  const shop = useSellerShop(valid ? id : 0);
  const listing = useListing(`/goods/seller/${id}`, valid && shop.data ? { seller_ids: [id] } : null);

  useEffect(() => {
    if (shop.data) document.title = `${shop.data.name} | 케이몰`;
  }, [shop.data]);

  if (!valid || isNotFoundError(shop.error)) return <StatusPanel tone="empty" title={LISTING_MESSAGES.sellerNotFound} />;
  if (shop.isPending) return <Loading />;
  if (shop.error) return <LoadError title={LISTING_MESSAGES.loadFailed} onRetry={() => void shop.refetch()} />;
  return (
    <div className="search-page goods-list">
      <header className="goods-list__head">
        <div className="goods-list__names">
          <h1 className="goods-list__title">{shop.data.name}</h1>
          <p className="goods-list__sub">
            {describeShipping(shop.data.shipping)} · 상품 {shop.data.goods_count.toLocaleString('ko-KR')}개
          </p>
        </div>
      </header>
      {shop.data.brands.length > 0 ? (
        <nav aria-label="판매 브랜드" className="goods-list__children">
          <ul>
            {shop.data.brands.map((brand) => (
              <li key={brand.id}>
                <Link to={`/goods/brand/${brand.id}`} className="goods-list__chip">
                  {brand.name}
                  <span className="goods-list__count">{brand.goods_count.toLocaleString('ko-KR')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListingResults listing={listing} hide={[]} />
    </div>
  );
}
