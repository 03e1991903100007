import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakePlatform, renderWithPlatform, shopSettingsFixture } from '../../testing/fake-platform';
import { useFeature, useFeatureGate, useShopSettings } from '../use-shop-settings';

// Which pages are built changes as the squads land theirs: pin it, `/join` stands for a page not built yet.
const built = vi.hoisted(() => ({ paths: ['/raffle', '/ranking', '/goods/detail'] }));
vi.mock('@mall/shared-contracts/spec-samples', async (original) => (await import('../../testing/built-paths')).withBuiltPaths(original, built));

function Probe() {
  const settings = useShopSettings();
  const raffle = useFeature('raffle');
  const gate = useFeatureGate();
  const menu = [{ label: '홈' }, { label: '랭킹', feature: 'ranking' as const }, { label: '래플', feature: 'raffle' as const }];
  const links = ['/raffle/detail/1', '/ranking', '/goods/detail/1', '/join'];
  return (
    <div>
      <p data-testid="unit">{settings ? settings.goods_price_krw_unit : '로딩'}</p>
      <p data-testid="raffle">{String(raffle)}</p>
      <p data-testid="ready">{String(gate.ready)}</p>
      <p data-testid="menu">
        {menu
          .filter((i) => gate.isOn('feature' in i ? i.feature : undefined))
          .map((i) => i.label)
          .join(',')}
      </p>
      <p data-testid="links">{links.filter(gate.allowsPath).join(',')}</p>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('useShopSettings / useFeature / useFeatureGate', () => {
  it('hides every paid feature until the settings are known', () => {
    renderWithPlatform(<Probe />, { platform: createFakePlatform() });
    expect(text('unit')).toBe('로딩');
    expect(text('raffle')).toBe('false');
    expect(text('ready')).toBe('false');
    expect(text('menu')).toBe('홈');
    expect(text('links')).toBe('/goods/detail/1');
  });

  it('shows what is switched on and hides what is switched off', () => {
    renderWithPlatform(<Probe />, { platform: createFakePlatform({ settings: shopSettingsFixture(['raffle']) }) });
    expect(text('unit')).toBe('10');
    expect(text('raffle')).toBe('false');
    expect(text('ready')).toBe('true');
    expect(text('menu')).toBe('홈,랭킹');
    expect(text('links')).toBe('/ranking,/goods/detail/1');
  });

  it('hides links to pages that are not built yet, whatever the switches', () => {
    renderWithPlatform(<Probe />, { platform: createFakePlatform({ settings: shopSettingsFixture([]) }) });
    expect(text('links')).toBe('/raffle/detail/1,/ranking,/goods/detail/1');
  });

  it('follows a new settings answer without remounting', () => {
    const platform = createFakePlatform({ settings: shopSettingsFixture(['raffle']) });
    renderWithPlatform(<Probe />, { platform });
    act(() => platform.setSettings(shopSettingsFixture(['ranking'], { goods_price_krw_unit: 100 })));
    expect(text('unit')).toBe('100');
    expect(text('raffle')).toBe('true');
    expect(text('menu')).toBe('홈,래플');
    expect(text('links')).toBe('/raffle/detail/1,/goods/detail/1');
  });
});
