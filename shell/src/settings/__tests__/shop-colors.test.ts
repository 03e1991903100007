import { afterEach, describe, expect, it } from 'vitest';
import { createFakePlatform, shopSettingsFixture } from '@mall/shared-ui/testing';
import { startShopColors } from '../shop-colors';

afterEach(() => localStorage.clear());

describe('startShopColors', () => {
  it('sets the design and grade colours as CSS variables and follows new settings', () => {
    const root = document.createElement('div');
    const platform = createFakePlatform({
      settings: shopSettingsFixture([], { design_colors: { primary: '#0a58ca', secondary: '#555555', accent: '#007a3d' } }),
    });
    const stop = startShopColors(platform.settings, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#0a58ca');
    expect(root.style.getPropertyValue('--color-accent')).toBe('#007a3d');
    expect(root.style.getPropertyValue('--color-grade-vip')).toBe('#222222');
    platform.setSettings(shopSettingsFixture([], { design_colors: { primary: '#123456', secondary: '#555555', accent: '#007a3d' } }));
    expect(root.style.getPropertyValue('--color-primary')).toBe('#123456');
    stop();
    platform.setSettings(shopSettingsFixture([], { design_colors: { primary: '#654321', secondary: '#555555', accent: '#007a3d' } }));
    expect(root.style.getPropertyValue('--color-primary')).toBe('#123456');
  });

  it('darkens a shop colour too light for text to a readable one (4.5:1), keeping its hue', () => {
    const root = document.createElement('div');
    startShopColors(
      createFakePlatform({ settings: shopSettingsFixture([], { design_colors: { primary: '#111111', secondary: '#555555', accent: '#ff3b30' } }) }).settings,
      root,
    );
    expect(root.style.getPropertyValue('--color-accent')).toBe('#d53128');
  });

  it('paints the last known colours before the settings arrive', () => {
    startShopColors(
      createFakePlatform({ settings: shopSettingsFixture([], { design_colors: { primary: '#0a58ca', secondary: '#555555', accent: '#ff3b30' } }) }).settings,
      document.createElement('div'),
    );
    const next = document.createElement('div');
    startShopColors(createFakePlatform().settings, next);
    expect(next.style.getPropertyValue('--color-primary')).toBe('#0a58ca');
  });
});
