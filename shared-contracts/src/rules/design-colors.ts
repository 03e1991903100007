import type { ShopSettings } from '../types';

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** WCAG 2.1 AA (1.4.3): body text needs 4.5:1 against its background, large text (24px, or 18.66px bold) 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;

/**
 * The lightest surface the storefront puts text on (`--color-bg-soft` in shared-ui tokens.css); a
 * colour readable on it is readable on white too (white is lighter still).
 */
export const SOFT_SURFACE = '#f6f6f6';

type Rgb = readonly [r: number, g: number, b: number];

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');
const toHex = ([r, g, b]: Rgb) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/**
 * `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as opaque RGB; a translucent colour is painted over
 * `over` first (what the eye sees on that surface). Null for anything else.
 */
export function parseHexColor(value: string, over: string = '#ffffff'): Rgb | null {
  if (!COLOR.test(value)) return null;
  let digits = value.slice(1);
  if (digits.length <= 4) digits = [...digits].map((c) => c + c).join('');
  const [r, g, b, a = 255] = (digits.match(/../g) ?? []).map((pair) => parseInt(pair, 16)) as [number, number, number, number?];
  if (a === 255) return [r, g, b];
  const base = parseHexColor(over) ?? ([255, 255, 255] as const);
  const alpha = a / 255;
  return [r * alpha + base[0] * (1 - alpha), g * alpha + base[1] * (1 - alpha), b * alpha + base[2] * (1 - alpha)];
}

/** Relative luminance of WCAG 2.x (sRGB). */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The WCAG contrast ratio of two hex colours (1 to 21); NaN when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseHexColor(background);
  const fg = parseHexColor(foreground, background);
  return fg && bg ? ratio(fg, bg) : Number.NaN;
}

/**
 * A shop colour as a colour that text can be painted in on the storefront's light surfaces, and
 * that white text can be painted on (contrast is symmetric): the colour itself when it already has
 * `minRatio` against `surface`, else the same hue darkened (mixed with black) just enough. The
 * darkest result is black, which always passes. Returns the colour as given when it passes (a
 * translucent one painted over the surface), else `#rrggbb`; null for a non-hex value.
 */
export function readableTextColor(color: string, surface: string = SOFT_SURFACE, minRatio: number = TEXT_CONTRAST): string | null {
  const rgb = parseHexColor(color, surface);
  const bg = parseHexColor(surface);
  if (!rgb || !bg) return null;
  const opaque = color.length === 4 || color.length === 7;
  if (ratio(rgb, bg) >= minRatio) return opaque ? color : toHex(rgb);
  // Binary search on the share of the colour kept (1 = as it is, 0 = black); 12 steps are finer than one 8-bit step.
  const scaled = (k: number): Rgb => [rgb[0] * k, rgb[1] * k, rgb[2] * k];
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    if (ratio(scaled(mid), bg) >= minRatio) lo = mid;
    else hi = mid;
  }
  // Rounding to 8 bits can land a hair under the ratio; step down until it holds.
  let k = lo;
  while (k > 0 && ratio(scaled(k).map(Math.round) as unknown as Rgb, bg) < minRatio) k = Math.max(0, k - 1 / 255);
  return toHex(scaled(k));
}

/**
 * The CSS custom properties the shop's colours set on the document root: design colours become
 * the tokens every stylesheet already uses (`--color-primary`…), grade colours
 * `--color-grade-<code>`. Anything that is not a hex colour is left out, so a bad setting keeps
 * the token's default instead of breaking the page. Every colour is clamped by `readableTextColor`:
 * the storefront paints text in these colours on light surfaces and white text on them, so a shop
 * colour that is too light for either is darkened to 4.5:1 (issue 15).
 */
export function colorVariables(settings: Pick<ShopSettings, 'design_colors' | 'grade_colors'>): Record<string, string> {
  const entries: [string, string][] = [
    ...Object.entries(settings.design_colors).map(([name, value]): [string, string] => [`--color-${name}`, value]),
    ...Object.entries(settings.grade_colors).map(([code, value]): [string, string] => [`--color-grade-${code.toLowerCase()}`, value]),
  ];
  return Object.fromEntries(
    entries.flatMap(([name, value]): [string, string][] => {
      if (!/^--color-[a-z0-9-]+$/.test(name)) return [];
      const readable = readableTextColor(value);
      return readable ? [[name, readable]] : [];
    }),
  );
}
