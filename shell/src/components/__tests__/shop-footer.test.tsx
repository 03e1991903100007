import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, shopSettingsFixture } from '@mall/shared-ui/testing';
import { ShopFooter } from '../shop-footer';

const built = vi.hoisted(() => ({ paths: ['/cs-center', '/policies'] }));
vi.mock('@mall/shared-contracts/spec-samples', async (original) => (await import('@mall/shared-ui/testing/built-paths')).withBuiltPaths(original, built));

const links = () =>
  within(screen.getByRole('navigation', { name: '쇼핑몰 안내' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('ShopFooter', () => {
  it('shows the business information and customer service from the shop settings', () => {
    renderWithPlatform(<ShopFooter />, { platform: createFakePlatform({ settings: shopSettingsFixture() }) });
    expect(screen.getByText(/사업자등록번호 123-45-67890/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '1588-1234' }).getAttribute('href')).toBe('tel:1588-1234');
    expect(links()).toContain('구매 리워드 안내');
  });

  it('hides the link of a switched-off paid feature', () => {
    renderWithPlatform(<ShopFooter />, { platform: createFakePlatform({ settings: shopSettingsFixture(['reward']) }) });
    expect(links()).toEqual(['고객센터', '공지사항', '이용약관', '개인정보처리방침']);
  });

  it('keeps the plain links while the settings are unknown', () => {
    renderWithPlatform(<ShopFooter />, { platform: createFakePlatform() });
    expect(links()).toEqual(['고객센터', '공지사항', '이용약관', '개인정보처리방침']);
    expect(screen.queryByText(/사업자등록번호/)).toBeNull();
  });

  it('hides the links to pages that are not built yet', () => {
    built.paths = ['/cs-center/notice'];
    renderWithPlatform(<ShopFooter />, { platform: createFakePlatform({ settings: shopSettingsFixture() }) });
    expect(links()).toEqual(['공지사항']);
    built.paths = ['/cs-center', '/policies'];
  });
});
