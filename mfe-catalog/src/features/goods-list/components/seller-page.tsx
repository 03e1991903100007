import { useEffect } from 'react';
import { LISTING_MESSAGES } from '@mall/shared-contracts/catalog';
import { describeShipping } from '@mall/shared-contracts';
import { Link } from '@mall/shared-ui';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { useSellerShop } from '../api/get-listing';
import { ListingResults } from './listing-results';
import { useListing } from './use-listing';
import '../../../lib/goods-results/goods-results.css';
import './goods-list.css';

/** `/goods/seller/{id}`: the seller's shop, its shipping policy, the brands it sells and its goods. */
export function SellerPage() {
  const id = useIdParam() ?? 0;
  const valid = id > 0;
  const shop = useSellerShop(valid ? id : 0);
  const listing = useListing(`/goods/seller/${id}`, valid && shop.data ? { seller_ids: [id] } : null);

  useEffect(() => {
    if (shop.data) document.title = `${shop.data.name} | 케이몰`;
  }, [shop.data]);

  return (
    <QueryView query={shop} failed={LISTING_MESSAGES.loadFailed} invalid={!valid} notFound={LISTING_MESSAGES.sellerNotFound}>
      {(seller) => (
        <div className="search-page goods-list">
          <header className="goods-list__head">
            <div className="goods-list__names">
              <h1 className="goods-list__title">{seller.name}</h1>
              <p className="goods-list__sub">
                {describeShipping(seller.shipping)} · 상품 {seller.goods_count.toLocaleString('ko-KR')}개
              </p>
            </div>
          </header>
          {seller.brands.length > 0 ? (
            <nav aria-label="판매 브랜드" className="goods-list__children">
              <ul>
                {seller.brands.map((brand) => (
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
      )}
    </QueryView>
  );
}
