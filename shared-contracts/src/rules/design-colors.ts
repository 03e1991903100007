import type { ShopSettings } from '../types';

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The CSS custom properties the shop's colours set on the document root: design colours become
 * the tokens every stylesheet already uses (`--color-primary`…), grade colours
 * `--color-grade-<code>`. Anything that is not a hex colour is left out, so a bad setting keeps
 * the token's default instead of breaking the page.
 */
export function colorVariables(settings: Pick<ShopSettings, 'design_colors' | 'grade_colors'>): Record<string, string> {
  const entries: [string, string][] = [
    ...Object.entries(settings.design_colors).map(([name, value]): [string, string] => [`--color-${name}`, value]),
    ...Object.entries(settings.grade_colors).map(([code, value]): [string, string] => [`--color-grade-${code.toLowerCase()}`, value]),
  ];
  return Object.fromEntries(entries.filter(([name, value]) => /^--color-[a-z0-9-]+$/.test(name) && COLOR.test(value)));
}
