import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { createFakePlatform, fail, ok, renderWithPlatform, shopSettingsFixture } from '@mall/shared-ui/testing';
import type { LegoSection } from '@mall/shared-contracts/exhibit';
import { MainPage } from '../components/main-page';
import { legoPageFixture } from './lego-fixtures';

// Which pages are built changes as the squads land theirs: pin the exhibition pages as built.
const built = vi.hoisted(() => ({
  paths: ['/planning', '/raffle', '/live-commerce', '/special-event', '/joint-purchase', '/experience-group', '/showcase', '/cody-shot'],
}));
vi.mock('@mall/shared-contracts/spec-samples', async (original) => (await import('@mall/shared-ui/testing/built-paths')).withBuiltPaths(original, built));

/** Stands in for catalog's federated `catalog/goods-card` module. */
const fakeGoodsCardModule = {
  GoodsCard: ({ goods }: { goods: GoodsCardData }) => <article data-testid="goods-card">{goods.name}</article>,
};

function renderMain(loadRemote: (id: string) => Promise<unknown>, mainReply = ok(legoPageFixture())) {
  const platform = createFakePlatform({ loadRemote, routes: { [`GET ${API.mainPage}`]: mainReply } });
  renderWithPlatform(<MainPage />, { platform, route: '/' });
  return platform;
}

/** The sections below the top load when their placeholder nears the viewport: here, at once. */
class NearObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NearObserver);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MainPage', () => {
  it('renders banners, section titles and the goods cards from catalog/goods-card', async () => {
    const platform = renderMain(() => Promise.resolve(fakeGoodsCardModule));
    const carousel = await screen.findByRole('region', { name: '메인 배너' });
    expect(within(carousel).getByText('봄 신상 기획전')).toBeTruthy();
    expect(within(carousel).getByText('최대 50% 할인')).toBeTruthy();
    expect(within(carousel).getByText('주말 특가')).toBeTruthy();
    expect(
      within(carousel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/planning/1', '/planning/2']);
    expect(screen.getByRole('heading', { level: 2, name: '지금 가장 많이 찾는 상품' })).toBeTruthy();
    // The sections below the top come in their own chunk, as their placeholders near the viewport.
    expect(await screen.findByRole('heading', { level: 2, name: '새로 들어온 상품' })).toBeTruthy();
    const cards = screen.getAllByTestId('goods-card');
    // Time deals wait for the shop settings (a switched-off feature never flashes): none here.
    expect(cards.map((c) => c.textContent)).toEqual(['린넨 와이드 팬츠', '니트 가디건', '롱 패딩', '캔버스 토트백']);
    // The goods grid wraps (a list of cards), it does not scroll.
    expect(within(screen.getByRole('list', { name: '새로 들어온 상품' })).getAllByTestId('goods-card')).toHaveLength(1);
    // Each section is a horizontally scrolling row (slider) named by its title.
    const row = screen.getByRole('list', { name: '지금 가장 많이 찾는 상품' });
    expect(
      within(row)
        .getAllByTestId('goods-card')
        .map((c) => c.textContent),
    ).toEqual(['린넨 와이드 팬츠', '니트 가디건']);
    expect(platform.loadRemoteCalls.every((id) => id === 'catalog/goods-card')).toBe(true);
    expect(platform.loadRemoteCalls.length).toBeGreaterThan(0);
  });

  it('when catalog/goods-card fails, banners still render and each section shows the error panel with 다시 시도', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMain(() => Promise.reject(new Error('catalog is down')));
    // the goods carousel and (once its chunk is in) the goods grid
    await waitFor(() => expect(screen.getAllByRole('button', { name: '다시 시도' })).toHaveLength(2));
    expect(screen.getByRole('region', { name: '메인 배너' }).textContent).toContain('봄 신상 기획전');
    expect(screen.getByRole('heading', { level: 2, name: '지금 가장 많이 찾는 상품' })).toBeTruthy();
    expect(screen.queryAllByTestId('goods-card')).toHaveLength(0);
  });

  it('다시 시도 loads catalog/goods-card again and shows the cards', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    const platform = renderMain(() => (up ? Promise.resolve(fakeGoodsCardModule) : Promise.reject(new Error('catalog is down'))));
    const [retry] = await screen.findAllByRole('button', { name: '다시 시도' });
    const callsBefore = platform.loadRemoteCalls.length;
    up = true;
    fireEvent.click(retry!);
    const section = screen.getByRole('region', { name: '지금 가장 많이 찾는 상품' });
    expect((await within(section).findAllByTestId('goods-card')).map((c) => c.textContent)).toEqual(['린넨 와이드 팬츠', '니트 가디건']);
    expect(platform.loadRemoteCalls.length).toBeGreaterThan(callsBefore);
  });

  it('a failed main-page call shows the page error panel', async () => {
    renderMain(() => Promise.resolve(fakeGoodsCardModule), fail(500));
    expect(await screen.findByText('메인 화면을 불러오지 못했습니다')).toBeTruthy();
  });
});

describe('MainPage with paid feature switches', () => {
  const page = legoPageFixture();
  const top = page.sections[0] as Extract<LegoSection, { kind: 'banner_carousel' }>;
  const withRaffleBanner = legoPageFixture([
    {
      ...top,
      banners: [
        ...top.banners,
        {
          id: 3,
          title: '이번 주 래플',
          subtitle: '한정판 스니커즈 응모',
          image_url: '/img/banner-3.jpg',
          link_url: '/raffle/detail/1',
          background_color: '#222222',
        },
      ],
    },
    ...page.sections.slice(1),
  ]);
  const render = (off: Parameters<typeof shopSettingsFixture>[0]) => {
    const platform = createFakePlatform({
      settings: shopSettingsFixture(off),
      loadRemote: () => Promise.resolve(fakeGoodsCardModule),
      routes: { [`GET ${API.mainPage}`]: ok(withRaffleBanner) },
    });
    renderWithPlatform(<MainPage />, { platform, route: '/' });
  };
  const bannerLinks = async () =>
    within(await screen.findByRole('region', { name: '메인 배너' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));

  it('shows a banner into a switched-on feature', async () => {
    render([]);
    expect(await bannerLinks()).toEqual(['/planning/1', '/planning/2', '/raffle/detail/1']);
  });

  it('hides a banner into a switched-off feature', async () => {
    render(['raffle']);
    expect(await bannerLinks()).toEqual(['/planning/1', '/planning/2']);
  });

  it('hides the time deals when the time-deal switch is off, shows them with their countdown when on', async () => {
    render(['time_deal']);
    await screen.findByRole('heading', { level: 2, name: '진행 중인 기획전' });
    expect(screen.queryByRole('heading', { level: 2, name: '오늘의 타임딜' })).toBeNull();
    cleanup();
    render([]);
    const deal = await screen.findByRole('article', { name: '경량 패딩 특가' });
    expect(deal.textContent).toMatch(/종료까지 0[12]:\d{2}:\d{2}/);
    expect(deal.textContent).toContain('29,900원');
    expect(deal.textContent).toContain('50%');
    const upcoming = screen.getByRole('article', { name: '내일 오픈 니트' });
    expect(upcoming.textContent).toContain('오픈 예정');
    expect(upcoming.textContent).toMatch(/오픈까지 (1일 )?\d{2}:\d{2}:\d{2}/);
  });
});

describe('MainPage event menu', () => {
  const render = (off: Parameters<typeof shopSettingsFixture>[0]) => {
    const platform = createFakePlatform({
      settings: shopSettingsFixture(off),
      loadRemote: () => Promise.resolve(fakeGoodsCardModule),
      routes: { [`GET ${API.mainPage}`]: ok(legoPageFixture()) },
    });
    renderWithPlatform(<MainPage />, { platform, route: '/' });
  };
  const menuLinks = async () =>
    within(await screen.findByRole('list', { name: '이벤트 모아보기' }))
      .getAllByRole('link')
      .map((a) => [a.getAttribute('href'), a.textContent]);

  it('lists each kind of the section in its order with its open count; a kind with none reads 준비 중', async () => {
    render([]);
    expect(await menuLinks()).toEqual([
      ['/raffle', '래플 응모 중 3'],
      ['/special-event', '이벤트 진행 중 2'],
      ['/joint-purchase', '공동구매 준비 중'],
      ['/experience-group', '체험단 모집 중 1'],
      ['/showcase', '쇼케이스 진행 중 4'],
      ['/cody-shot', '코디샷 코디 5개'],
    ]);
  });

  it.each([
    ['raffle', '/raffle'],
    ['special_event', '/special-event'],
    ['joint_purchase', '/joint-purchase'],
    ['experience_review', '/experience-group'],
    ['showcase', '/showcase'],
    ['cody_shot', '/cody-shot'],
  ] as const)('hides the %s tile while that switch is off, keeps the others', async (feature, path) => {
    render([feature]);
    const links = (await menuLinks()).map(([href]) => href);
    expect(links).toHaveLength(5);
    expect(links).not.toContain(path);
  });

  it('leaves the whole section out when every kind in it is switched off', async () => {
    render(['raffle', 'special_event', 'joint_purchase', 'experience_review', 'showcase', 'cody_shot']);
    await screen.findByRole('heading', { level: 2, name: '진행 중인 기획전' });
    expect(screen.queryByRole('heading', { level: 2, name: '이벤트 모아보기' })).toBeNull();
  });
});

describe('MainPage sections', () => {
  it('renders the planning teasers by state, the brand row and the live room on air', async () => {
    renderMain(() => Promise.resolve(fakeGoodsCardModule));
    const teasers = await screen.findByRole('list', { name: '진행 중인 기획전' });
    const links = within(teasers).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/planning/1', '/planning/4']);
    expect(links[0]!.textContent).toContain('진행 중');
    expect(links[0]!.textContent).toContain('종료까지');
    expect(links[1]!.textContent).toContain('오픈 예정');
    expect(links[1]!.textContent).toContain('오픈까지');
    expect(screen.getByRole('list', { name: '인기 브랜드' }).textContent).toContain('온하루');
    const live = screen.getByRole('article', { name: '아우터 라이브' });
    expect(live.textContent).toContain('LIVE');
    expect(live.textContent).toContain('쇼호스트 김하늘');
    // The screen opens the live room.
    expect(
      within(live)
        .getByRole('link', { name: /아우터 라이브/ })
        .getAttribute('href'),
    ).toBe('/live-commerce/1');
  });
});
