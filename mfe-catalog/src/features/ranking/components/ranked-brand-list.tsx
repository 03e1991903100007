import { rankingScoreText, type RankedBrand } from '@mall/shared-contracts/catalog';
import { Link } from '@mall/shared-ui';
import { BrandHeart } from '../../../lib/brand-heart/brand-heart';
import { GoodsCard } from '../../../lib/goods-card/components/goods-card';
import { RankBadge } from './rank-badge';

/** Ranked brands: rank and change, logo and names (to the brand page), the wish-brand heart, its best sellers. */
export function RankedBrandList({ ranked, label, goods = true }: { ranked: readonly RankedBrand[]; label: string; goods?: boolean }) {
  return (
    <ol className="ranking__brands" aria-label={label}>
      {ranked.map((r) => (
        <li key={r.brand.id} className="ranking__brand" data-rank={r.rank}>
          <div className="ranking__brand-head">
            <RankBadge ranked={r} />
            <Link to={`/goods/brand/${r.brand.id}`} className="ranking__brand-link">
              <img src={r.brand.logo_url} alt="" width={44} height={44} className="ranking__brand-logo" />
              <span className="ranking__brand-names">
                <strong className="ranking__brand-name">{r.brand.name}</strong>
                <span className="ranking__brand-en">{r.brand.name_en}</span>
              </span>
            </Link>
            <span className="ranking__score">{rankingScoreText('brand', r.score)}</span>
            <BrandHeart brandId={r.brand.id} name={r.brand.name} />
          </div>
          {goods && r.goods.length > 0 ? (
            <ul className="search-grid ranking__brand-goods" aria-label={`${r.brand.name} 인기 상품`}>
              {r.goods.map((g) => (
                <li key={g.id}>
                  <GoodsCard goods={g} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
