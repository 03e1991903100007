import { formatPrice } from '@mall/shared-contracts';
import type { LegoSection, LiveRoom, PlanningEventSummary, TimeDeal } from '@mall/shared-contracts/exhibit';
import { EXHIBIT_MENU } from '@mall/shared-contracts/exhibit/kinds';
import { PERIOD_STATE_LABELS, formatMoment } from '@mall/shared-contracts/exhibit/period';
import { Carousel, Link, Slider, usePlatform, type FeatureGate } from '@mall/shared-ui';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';
import type { GoodsCardModule } from '@mall/shared-ui/goods-card-module';
import { QueryView } from '@mall/shared-ui/query-view';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from '../../../lib/goods-grid';
import { BannerSlide, SectionHead, type CoreSection, type SectionProps } from './section-parts';
import './more-sections.css';

/**
 * The sections below the top of `/` (time deals, planning teasers, the event menu, brands, live rooms, goods grids):
 * a chunk of their own, loaded when the shopper scrolls near them (main-page.tsx), so the first
 * page's JavaScript stays within its budget (ADR 0008).
 */

type Props<K extends LegoSection['kind']> = SectionProps<Extract<LegoSection, { kind: K }>>;

function TimeDealItem({ deal, goodsCard }: { deal: TimeDeal; goodsCard: GoodsCardModule }) {
  const countdown = usePeriodCountdown(deal);
  const rate = Math.round(((deal.goods.price - deal.sale_price) / deal.goods.price) * 100);
  return (
    <article className={`time-deal time-deal--${countdown.state}`} aria-label={deal.title}>
      <p className="time-deal__head">
        <span className="time-deal__badge">{countdown.state === 'upcoming' ? '오픈 예정' : countdown.state === 'ongoing' ? '타임딜' : '종료'}</span>
        <CountdownText countdown={countdown} />
      </p>
      <h3 className="time-deal__title">{deal.title}</h3>
      <p className="time-deal__price">
        {countdown.state === 'upcoming' ? `${formatMoment(deal.start_at)} 오픈 · ` : null}
        타임딜가 <strong>{formatPrice(deal.sale_price)}</strong>
        {rate > 0 ? <span className="time-deal__rate"> {rate}%</span> : null}
      </p>
      {goodsCard.status === 'ready' ? <goodsCard.GoodsCard goods={deal.goods} /> : null}
    </article>
  );
}

function TimeDeals({ section, goodsCard, features }: Props<'time_deals'>) {
  if (!features.isOn('time_deal') || !section.time_deals.length) return null;
  return (
    <section className="page-section" aria-labelledby={`section-${section.id}`}>
      <SectionHead section={section} />
      <Slider
        label={section.title}
        items={section.time_deals}
        itemKey={(d) => d.id}
        renderItem={(deal) => <TimeDealItem deal={deal} goodsCard={goodsCard} />}
      />
    </section>
  );
}

function PlanningTeaser({ event }: { event: PlanningEventSummary }) {
  const countdown = usePeriodCountdown(event);
  return (
    <Link to={`/planning/${event.id}`} className={`planning-teaser planning-teaser--${countdown.state}`} style={{ background: event.background_color }}>
      <span className="planning-teaser__state">{PERIOD_STATE_LABELS[countdown.state]}</span>
      <strong className="planning-teaser__title">{event.title}</strong>
      {event.subtitle ? <span className="planning-teaser__sub">{event.subtitle}</span> : null}
      <CountdownText countdown={countdown} className="planning-teaser__countdown" />
    </Link>
  );
}

function ExhibitionTeasers({ section }: Props<'exhibition_teasers'>) {
  if (!section.planning_events.length) return null;
  return (
    <section className="page-section" aria-labelledby={`section-${section.id}`}>
      <SectionHead section={section} />
      <Slider label={section.title} items={section.planning_events} itemKey={(p) => p.id} renderItem={(event) => <PlanningTeaser event={event} />} />
    </section>
  );
}

function BrandRow({ section, features }: Props<'brand_row'>) {
  if (!section.brands.length) return null;
  return (
    <section className="page-section" aria-labelledby={`section-${section.id}`}>
      <SectionHead section={section} />
      <ul className="brand-row" aria-label={section.title}>
        {section.brands.map((brand) => {
          const href = `/goods/brand/${brand.id}`;
          const body = (
            <>
              <span className="brand-row__logo" style={{ borderColor: brand.color }} aria-hidden="true">
                {brand.name_en.slice(0, 1)}
              </span>
              <span className="brand-row__name">{brand.name}</span>
            </>
          );
          return (
            <li key={brand.id}>
              {features.allowsPath(href) ? (
                <Link to={href} className="brand-row__item">
                  {body}
                </Link>
              ) : (
                <span className="brand-row__item">{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LiveRoomCard({ room, goodsCard, features }: { room: LiveRoom; goodsCard: GoodsCardModule; features: FeatureGate }) {
  const href = `/live-commerce/${room.id}`;
  const head = (
    <span className="live-room__screen" style={{ background: room.background_color }}>
      <span className="live-room__badge">LIVE</span>
      <strong>{room.title}</strong>
      <span>{room.host_name}</span>
    </span>
  );
  return (
    <article className="live-room" aria-label={room.title}>
      {features.allowsPath(href) ? <Link to={href}>{head}</Link> : head}
      {goodsCard.status === 'ready' ? <goodsCard.GoodsCard goods={room.goods} /> : null}
    </article>
  );
}

function LiveNow({ section, goodsCard, features }: Props<'live_now'>) {
  if (!section.live_rooms.length) return null;
  return (
    <section className="page-section" aria-labelledby={`section-${section.id}`}>
      <SectionHead section={section} />
      <Slider
        label={section.title}
        items={section.live_rooms}
        itemKey={(r) => r.id}
        renderItem={(room) => <LiveRoomCard room={room} goodsCard={goodsCard} features={features} />}
      />
    </section>
  );
}

/** Block banners mid-page: a heading, a carousel and a button that opens them all (`block-banner-list`). */
function BlockBanners({ section, features }: Props<'banner_carousel'>) {
  const { modals } = usePlatform();
  const banners = section.banners.filter((banner) => features.allowsPath(banner.link_url));
  if (!banners.length) return null;
  return (
    <section className="page-section lego-block-banners" aria-labelledby={`section-${section.id}`}>
      <SectionHead section={section} />
      <Carousel label={section.title} items={banners} renderItem={(banner) => <BannerSlide banner={banner} eager={false} />} />
      <button type="button" className="lego-all" onClick={() => void modals.open('block-banner-list')}>
        {section.title} 전체보기
      </button>
    </section>
  );
}

function GoodsGridSection({ section, goodsCard }: Props<'goods_grid'>) {
  if (!section.goods.length) return null;
  return (
    <section className="page-section" aria-labelledby={`section-${section.id}`}>
      <SectionHead section={section} />
      <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
        {(GoodsCard) => <GoodsGrid GoodsCard={GoodsCard} goods={section.goods} label={section.title} />}
      </QueryView>
    </section>
  );
}

/**
 * 이벤트 모아보기: a tile per event kind the section's row names (래플, 공동구매, 체험단…) with how many are
 * open now; a kind whose paid feature is switched off is left out, like every other link into it.
 */
function EventMenu({ section, features }: Props<'event_menu'>) {
  const items = section.items.filter((item) => features.allowsPath(EXHIBIT_MENU[item.kind].path));
  if (!items.length) return null;
  return (
    <section className="page-section" aria-labelledby={`section-${section.id}`}>
      <SectionHead section={section} />
      <ul className="event-menu" aria-label={section.title}>
        {items.map((item) => {
          const entry = EXHIBIT_MENU[item.kind];
          return (
            <li key={item.kind}>
              <Link to={entry.path} className={`event-menu__item event-menu__item--${item.kind}`}>
                <strong className="event-menu__label">{entry.label}</strong>{' '}
                <span className={item.ongoing_count > 0 ? 'event-menu__count' : 'event-menu__count event-menu__count--none'}>
                  {entry.countLabel(item.ongoing_count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export type MoreSection = Exclude<LegoSection, CoreSection>;

/** One of the sections below the top, by its kind. */
export function MoreSectionView(props: SectionProps<MoreSection>) {
  const { section } = props;
  switch (section.kind) {
    case 'banner_carousel':
      return <BlockBanners {...props} section={section} />;
    case 'goods_grid':
      return <GoodsGridSection {...props} section={section} />;
    case 'time_deals':
      return <TimeDeals {...props} section={section} />;
    case 'exhibition_teasers':
      return <ExhibitionTeasers {...props} section={section} />;
    case 'brand_row':
      return <BrandRow {...props} section={section} />;
    case 'live_now':
      return <LiveNow {...props} section={section} />;
    case 'event_menu':
      return <EventMenu {...props} section={section} />;
  }
}
