import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import type { LegoSection } from '@mall/shared-contracts/exhibit';
import { Carousel, LoadError, Loading, useFeatureGate } from '@mall/shared-ui';
import { GoodsRow, useGoodsCardModule } from '../../../lib/federated-goods-card';
import { useMainPage } from '../api/get-main-page';
import { BannerSlide, SectionHead, type SectionProps } from './section-parts';
import './main-page.css';

type Props<K extends LegoSection['kind']> = SectionProps<Extract<LegoSection, { kind: K }>>;

/** The top carousel (메인 배너): no visible heading; a link opens every banner (the `banner-list` modal is a hash). */
export function TopBanners({ section, features, first }: Props<'banner_carousel'>) {
  // A banner into a switched-off paid feature (a raffle, a showcase…) would lead to a missing page.
  const banners = section.banners.filter((banner) => features.allowsPath(banner.link_url));
  if (!banners.length) return null;
  return (
    <>
      <Carousel label={section.title} items={banners} renderItem={(banner, i) => <BannerSlide banner={banner} eager={first && i === 0} />} />
      <a href="#banner-list" className="lego-all">
        배너 전체보기
      </a>
    </>
  );
}

export function GoodsCarousel({ section, goodsCard, first }: Props<'goods_carousel'>) {
  if (!section.goods.length) return null;
  return (
    <section className="page-section" aria-labelledby={`section-${section.id}`}>
      <SectionHead section={section} />
      <GoodsRow module={goodsCard} goods={section.goods} label={section.title} eagerCount={first ? 2 : 0} />
    </section>
  );
}

const MoreSectionView = lazy(() => import('./more-sections').then((m) => ({ default: m.MoreSectionView })));

/** Space a section below the top keeps until its chunk is in (no jump when it arrives). */
const placeholder = <div className="lego-placeholder" />;

/** `/`: the main lego page, its typed sections in the order mall-api stores them. */
export function MainPage() {
  const { data: latest, error, refetch } = useMainPage();
  // The banners and goods rows are the heaviest render of `/`: React renders them as a transition,
  // in short slices, so a phone keeps answering taps while they come in.
  const data = useDeferredValue(latest);
  const goodsCard = useGoodsCardModule();
  const features = useFeatureGate();
  // The sections below the top (time deals, teasers, brands, live) load once the shopper nears one.
  const [moreWanted, setMoreWanted] = useState(false);
  useEffect(() => {
    document.title = '케이몰 | 패션과 라이프스타일 쇼핑';
  }, []);
  if (error) {
    // eslint-disable-next-line no-restricted-syntax -- the first page: QueryView would add 343 B gzip to / against the ratchet (docs/adr/0008)
    return <LoadError title="메인 화면을 불러오지 못했습니다" onRetry={() => void refetch()} />;
  }
  // eslint-disable-next-line no-restricted-syntax -- the first page: see above
  if (!data) return <Loading />;
  // The top banners do not wait for catalog's card (the largest paint); the sections with goods
  // appear together once the card is in. The first two sections load their images at once.
  const cardReady = goodsCard.status !== 'loading';
  return (
    <div className="main-page">
      <h1 className="ui-visually-hidden">케이몰 메인</h1>
      {data.sections.map((section, i) => {
        const props = { goodsCard, features, first: i < 2 };
        if (section.kind === 'banner_carousel' && section.position === 'main_top') return <TopBanners key={section.id} section={section} {...props} />;
        if (section.kind === 'goods_carousel') return cardReady ? <GoodsCarousel key={section.id} section={section} {...props} /> : null;
        if (!cardReady) return null;
        return moreWanted ? (
          <Suspense key={section.id} fallback={placeholder}>
            <MoreSectionView section={section} {...props} />
          </Suspense>
        ) : (
          <div
            key={section.id}
            className="lego-placeholder"
            ref={(el) => {
              const observer = new IntersectionObserver((entries) => entries[0]!.isIntersecting && setMoreWanted(true));
              observer.observe(el!);
              return () => observer.disconnect();
            }}
          />
        );
      })}
      {/* eslint-disable-next-line no-restricted-syntax -- the first page: see above */}
      {cardReady ? null : <Loading />}
    </div>
  );
}
