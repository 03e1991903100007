import { colorVariables, type SettingsApi, type ShopSettings } from '@mall/shared-contracts';
import { storage } from '../platform/storage';

const COLORS_KEY = 'mall.shop-colors';

function apply(variables: Record<string, string>, root: HTMLElement) {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}

/**
 * The shop's design and grade colours as CSS variables on the document root, which tokens.css and
 * every remote's stylesheet read. The last colours are kept, so the next visit paints in the shop's
 * colours from the first frame instead of switching once the settings arrive.
 */
export function startShopColors(settings: SettingsApi, root: HTMLElement = document.documentElement): () => void {
  const kept = storage.get<Record<string, string>>(COLORS_KEY);
  if (kept) apply(kept, root);
  const onSettings = (next: ShopSettings) => {
    const variables = colorVariables(next);
    apply(variables, root);
    storage.set(COLORS_KEY, variables);
  };
  const current = settings.current();
  if (current) onSettings(current);
  return settings.subscribe(onSettings);
}
