import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CategoryTree } from '@mall/shared-contracts';
import { specRouteOf } from '@mall/shared-contracts/spec-samples';
import { CategoryTreeSchema } from '@mall/shared-contracts/schemas';
import { createFakePlatform, fail, ok, renderWithPlatform, shopSettingsFixture } from '@mall/shared-ui/testing';
import { queryClientFor } from '@mall/shared-ui';
import { SECTION_LINKS } from '../menu-items';
import { SidebarPage } from '../sidebar-page';

// Which pages are built changes as the squads land theirs: pin it here (`built` is what exists).
const built = vi.hoisted(() => ({ paths: ['/best', '/ranking', '/raffle', '/cody-shot', '/cs-center', '/goods/category'] }));
vi.mock('@mall/shared-contracts/spec-samples', async (original) => (await import('@mall/shared-ui/testing/built-paths')).withBuiltPaths(original, built));

const tree: CategoryTree = CategoryTreeSchema.parse({
  categories: [
    { id: 1, code: '001', name: '여성의류', children: [{ id: 2, code: '001001', name: '아우터', children: [{ id: 3, code: '001001001', name: '코트' }] }] },
    { id: 10, code: '002', name: '신발', children: [{ id: 11, code: '002001', name: '운동화', children: [{ id: 12, code: '002001001', name: '러닝화' }] }] },
  ],
});

afterEach(() => {
  queryClientFor('shell').clear();
  vi.restoreAllMocks();
});

describe('SidebarPage', () => {
  it('lists the main sections and the category tree linking to /goods/category/{id}', async () => {
    renderWithPlatform(<SidebarPage />, {
      platform: createFakePlatform({ settings: shopSettingsFixture(), routes: { 'GET /api/v1/categories': ok(tree) } }),
    });
    const sections = screen.getByRole('navigation', { name: '쇼핑 바로가기' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/best', '/ranking', '/cody-shot', '/raffle', '/cs-center']);
    expect(within(sections).getByRole('link', { name: '베스트' })).toBeTruthy();

    expect((await screen.findByRole('link', { name: '코트' })).getAttribute('href')).toBe('/goods/category/3');
    expect(screen.getByRole('link', { name: '아우터' }).getAttribute('href')).toBe('/goods/category/2');
    expect(screen.getByRole('link', { name: '여성의류 전체보기' }).getAttribute('href')).toBe('/goods/category/1');
  });

  it('shows category names without links while the category page is not built', async () => {
    built.paths = ['/cs-center'];
    renderWithPlatform(<SidebarPage />, {
      platform: createFakePlatform({ settings: shopSettingsFixture(), routes: { 'GET /api/v1/categories': ok(tree) } }),
    });
    expect(await screen.findByText('코트')).toBeTruthy();
    expect(screen.getByText('아우터')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /코트|아우터|전체보기/ })).toEqual([]);
    expect(
      within(screen.getByRole('navigation', { name: '쇼핑 바로가기' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['고객센터']);
    built.paths = ['/best', '/ranking', '/raffle', '/cody-shot', '/cs-center', '/goods/category'];
  });

  it('hides the sections of switched-off paid features, and every paid section until the settings are known', () => {
    const routes = { 'GET /api/v1/categories': ok(tree) };
    const { unmount } = renderWithPlatform(<SidebarPage />, { platform: createFakePlatform({ settings: shopSettingsFixture(['raffle', 'ranking']), routes }) });
    const links = () =>
      within(screen.getByRole('navigation', { name: '쇼핑 바로가기' }))
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(links()).not.toContain('래플');
    expect(links()).not.toContain('랭킹');
    expect(links()).toContain('코디샷');
    unmount();

    renderWithPlatform(<SidebarPage />, { platform: createFakePlatform({ routes }) });
    expect(links()).toEqual(['베스트', '고객센터']);
  });

  it.each([
    ['raffle', '래플'],
    ['cody_shot', '코디샷'],
    ['showcase', '쇼케이스'],
    ['joint_purchase', '공동구매'],
    ['special_event', '이벤트'],
    ['experience_review', '체험단'],
  ] as const)('hides the exhibition section of a switched-off %s, and only that one', (feature, label) => {
    built.paths = ['/raffle', '/cody-shot', '/showcase', '/joint-purchase', '/special-event', '/experience-group', '/live-commerce'];
    try {
      renderWithPlatform(<SidebarPage />, {
        platform: createFakePlatform({ settings: shopSettingsFixture([feature]), routes: { 'GET /api/v1/categories': ok(tree) } }),
      });
      const links = within(screen.getByRole('navigation', { name: '쇼핑 바로가기' }))
        .getAllByRole('link')
        .map((a) => a.textContent);
      const exhibitions = ['이벤트', '코디샷', '쇼케이스', '래플', '공동구매', '체험단', '라이브'];
      // 라이브 has no switch in the spec's table: it stays.
      expect(links).toEqual(exhibitions.filter((l) => l !== label));
      if (feature !== 'special_event') expect(screen.getByRole('link', { name: '이벤트' }).getAttribute('href')).toBe('/special-event');
    } finally {
      built.paths = ['/best', '/ranking', '/raffle', '/cody-shot', '/cs-center', '/goods/category'];
    }
  });

  it('opens one top category at a time', async () => {
    renderWithPlatform(<SidebarPage />, { platform: createFakePlatform({ routes: { 'GET /api/v1/categories': ok(tree) } }) });
    const women = await screen.findByRole('button', { name: '여성의류' });
    const shoes = screen.getByRole('button', { name: '신발' });
    expect(women.getAttribute('aria-expanded')).toBe('true');
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(shoes);
    expect(women.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: '러닝화' }).getAttribute('href')).toBe('/goods/category/12');
    expect(screen.queryByRole('link', { name: '코트' })).toBeNull();
  });

  it('a failed menu call shows the retry panel, and retry loads it', async () => {
    let calls = 0;
    const platform = createFakePlatform({ routes: { 'GET /api/v1/categories': () => (++calls <= 2 ? fail(500) : ok(tree)) } });
    renderWithPlatform(<SidebarPage />, { platform });
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: '여성의류' })).toBeTruthy();
  });

  it('keeps menu items as data, each leading to a spec route', () => {
    for (const item of SECTION_LINKS) expect(specRouteOf(item.to), item.to).not.toBeNull();
  });
});
