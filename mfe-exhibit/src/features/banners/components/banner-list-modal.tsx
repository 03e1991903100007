import type { Banner } from '@mall/shared-contracts';
import { LazyImage, Link, useFeatureGate, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useBanners, type BannerPosition } from '../api/get-banners';
import './banner-list.css';

const TITLES: Record<BannerPosition, string> = { main_top: '진행 중인 이벤트 전체', main_middle: '이벤트 & 혜택 전체' };

/**
 * Every banner of a position as a list (`banner-list`: the main carousel, image beside the text) or
 * as blocks (`block-banner-list`: the block banners mid-page, two to a row). A banner whose page is
 * switched off or not built is left out, as on the main page.
 */
function BannerList({ titleId, position, layout }: ModalComponentProps & { position: BannerPosition; layout: 'list' | 'blocks' }) {
  const query = useBanners(position);
  const features = useFeatureGate();
  const banners = { data: query.data?.filter((b) => features.allowsPath(b.link_url)), error: query.error, refetch: query.refetch };
  return (
    <section className={`banner-list banner-list--${layout}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="banner-list__title">
        {TITLES[position]}
      </h2>
      <QueryView query={banners} failed="배너를 불러오지 못했습니다" empty="진행 중인 이벤트가 없습니다">
        {(list) => (
          <ul className="banner-list__items" aria-label={TITLES[position]}>
            {list.map((banner) => (
              <li key={banner.id}>
                <BannerItem banner={banner} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** Following a banner leaves the modal: the shell closes every modal on a location without a modal hash. */
function BannerItem({ banner }: { banner: Banner }) {
  return (
    <Link to={banner.link_url} className="banner-list__item">
      <span className="banner-list__image" style={{ background: banner.background_color }}>
        <LazyImage src={banner.image_url} alt="" width={780} height={520} />
      </span>
      <span className="banner-list__text">
        <strong>{banner.title}</strong>
        {banner.subtitle ? <span>{banner.subtitle}</span> : null}
      </span>
    </Link>
  );
}

export function BannerListModal(props: ModalComponentProps) {
  return <BannerList {...props} position="main_top" layout="list" />;
}

export function BlockBannerListModal(props: ModalComponentProps) {
  return <BannerList {...props} position="main_middle" layout="blocks" />;
}
