import { useDeferredValue, useEffect } from 'react';
import { Carousel, LazyImage, Link, LoadError, Loading, useFeatureGate } from '@mall/shared-ui';
import { GoodsRow, useGoodsCardModule } from '../../../lib/federated-goods-card';
import { useMainPage } from '../api/get-main-page';
import './main-page.css';

export function MainPage() {
  const { data: latest, error, refetch } = useMainPage();
  // The banners and goods rows are the heaviest render of `/`: React renders them as a transition,
  // in short slices, so a phone keeps answering taps while they come in.
  const data = useDeferredValue(latest);
  const goodsCard = useGoodsCardModule();
  const features = useFeatureGate();
  useEffect(() => {
    document.title = '케이몰 | 패션과 라이프스타일 쇼핑';
  }, []);
  if (error) {
    return <LoadError title="메인 화면을 불러오지 못했습니다" onRetry={() => void refetch()} />;
  }
  if (!data) return <Loading />;
  // A banner into a switched-off paid feature (a raffle, a showcase…) would lead to a missing page.
  const banners = data.banners.filter((banner) => features.allowsPath(banner.link_url));
  return (
    <div className="main-page">
      <h1 className="ui-visually-hidden">케이몰 메인</h1>
      {banners.length ? (
        <Carousel
          label="메인 배너"
          items={banners}
          renderItem={(banner, i) => (
            <Link to={banner.link_url} className="main-banner" style={{ background: banner.background_color }}>
              <LazyImage src={banner.image_url} alt={banner.title} eager={i === 0} width={780} height={520} />
              <span className="main-banner__text">
                <strong>{banner.title}</strong>
                {banner.subtitle ? <span>{banner.subtitle}</span> : null}
              </span>
            </Link>
          )}
        />
      ) : null}
      {/* The banner (the largest paint) does not wait for catalog's card; the sections appear together
          below it once the card is in, so nothing already on screen moves. */}
      {goodsCard.status === 'loading' ? <Loading /> : null}
      {goodsCard.status === 'loading'
        ? null
        : data.sections.map((section, i) => (
            <section key={section.id} className="page-section" aria-labelledby={`section-${section.id}`}>
              <div className="page-section__head">
                <h2 id={`section-${section.id}`} className="page-section__title">
                  {section.title}
                </h2>
                {section.subtitle ? <p className="page-section__sub">{section.subtitle}</p> : null}
              </div>
              <GoodsRow module={goodsCard} goods={section.goods} label={section.title} eagerCount={i === 0 ? 2 : 0} />
            </section>
          ))}
    </div>
  );
}
