import type { Banner } from '@mall/shared-contracts';
import type { LegoSection } from '@mall/shared-contracts/exhibit';
import { LazyImage, Link, type FeatureGate } from '@mall/shared-ui';
import type { GoodsCardModule } from '../../../lib/federated-goods-card';

/**
 * What the main page's sections share: the top ones in main-page.tsx, the ones below in the
 * more-sections chunk (which main-page loads lazily, so they must not import each other).
 */

/** The kinds the top of `/` is made of, in the main page's own chunk; the others load as the shopper scrolls to them. */
export type CoreSection = Extract<LegoSection, { kind: 'goods_carousel' }> | (Extract<LegoSection, { kind: 'banner_carousel' }> & { position: 'main_top' });

export type SectionProps<S extends LegoSection = LegoSection> = { section: S; goodsCard: GoodsCardModule; features: FeatureGate; first: boolean };

export function SectionHead({ section }: { section: LegoSection }) {
  return (
    <div className="page-section__head">
      <h2 id={`section-${section.id}`} className="page-section__title">
        {section.title}
      </h2>
      {section.subtitle ? <p className="page-section__sub">{section.subtitle}</p> : null}
    </div>
  );
}

export function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <Link to={banner.link_url} className="main-banner" style={{ background: banner.background_color }}>
      <LazyImage src={banner.image_url} alt={banner.title} eager={eager} width={780} height={520} />
      <span className="main-banner__text">
        <strong>{banner.title}</strong>
        {banner.subtitle ? <span>{banner.subtitle}</span> : null}
      </span>
    </Link>
  );
}
