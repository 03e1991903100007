/** Deterministic placeholder artwork, so the demo mall needs no image files and no network. */
import { goodsArt, goodsArtKind } from './goods-art';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/**
 * Colours come from rows an operator edits (banners, popups, grades): only #rrggbb reaches an SVG
 * attribute, anything else (`red" onload="…`) becomes a neutral grey.
 */
export const safeColor = (value: string) => (HEX_COLOR.test(value) ? value : '#777777');

/** Shifts a #rrggbb colour lighter (amount > 0) or darker, so each image of a goods differs. */
export function shade(hex: string, amount: number) {
  const n = Number.parseInt(safeColor(hex).slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 0xff) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const FONT = `font-family="'Noto Sans KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif"`;

/**
 * A goods image: the illustration of its category (goods-art.ts) in the brand's colour on a light
 * backdrop, with the brand and the name. Image n of a goods turns the colour and the backdrop a little
 * and steps the viewpoint, so each image differs.
 */
export function goodsSvg(input: { id: number; n: number; name: string; brandNameEn: string; color: string; category?: string | null }) {
  const kind = goodsArtKind(input.name, input.category);
  const fill = shade(input.color, (input.n - 1) * 22);
  const backdrop = BACKDROPS[(input.id + input.n) % BACKDROPS.length]!;
  const zoom = [1, 1.12, 0.92, 1.05][(input.n - 1) % 4]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750" data-kind="${kind}">
<rect width="600" height="750" fill="${backdrop}"/>
<ellipse cx="300" cy="600" rx="210" ry="26" fill="#000000" fill-opacity="0.06"/>
<g transform="translate(300 380) scale(${zoom}) translate(-300 -380)">${goodsArt(kind, fill, shade(fill, -45))}</g>
<text x="300" y="110" text-anchor="middle" ${FONT} font-size="28" font-weight="700" letter-spacing="6" fill="#333333">${escapeXml(input.brandNameEn)}</text>
<text x="300" y="670" text-anchor="middle" ${FONT} font-size="30" font-weight="700" fill="#222222">${escapeXml(input.name)}</text>
<text x="300" y="715" text-anchor="middle" ${FONT} font-size="20" fill="#666666">No.${input.id} · ${input.n}</text>
</svg>`;
}

/** Studio backdrops the goods images take turns on (dark illustrations stay visible on each). */
const BACKDROPS = ['#f4f1ec', '#eef1f4', '#f3eef0', '#eef3ef'] as const;

/**
 * Banner artwork is decorative: the main page lays the title and subtitle over it as real text
 * (readable, translatable, sharp on every screen), so the image carries no words of its own.
 */
export function bannerSvg(input: { title: string; backgroundColor: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="780" height="520" viewBox="0 0 780 520" role="img" aria-label="${escapeXml(input.title)}">
<rect width="780" height="520" fill="${safeColor(input.backgroundColor)}"/>
<rect x="430" y="-60" width="460" height="460" rx="230" fill="#ffffff" fill-opacity="0.1"/>
<rect x="-80" y="300" width="300" height="300" rx="150" fill="#ffffff" fill-opacity="0.06"/>
</svg>`;
}

export function gradeSvg(input: { code: string; color: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="46" fill="${safeColor(input.color)}"/>
<text x="48" y="56" text-anchor="middle" ${FONT} font-size="${input.code.length > 4 ? 15 : 22}" font-weight="700" fill="#ffffff">${escapeXml(input.code)}</text>
</svg>`;
}

/** Popup artwork carries its own words: the popup is an image ad, and its title is the image's alt text. */
export function popupSvg(input: { title: string; subtitle: string | null; backgroundColor: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(input.title)}">
<rect width="600" height="600" fill="${safeColor(input.backgroundColor)}"/>
<circle cx="480" cy="110" r="190" fill="#ffffff" fill-opacity="0.1"/>
<circle cx="90" cy="560" r="140" fill="#ffffff" fill-opacity="0.07"/>
<text x="300" y="290" text-anchor="middle" ${FONT} font-size="40" font-weight="800" fill="#ffffff">${escapeXml(input.title)}</text>
${input.subtitle ? `<text x="300" y="350" text-anchor="middle" ${FONT} font-size="24" fill="#ffffff" fill-opacity="0.85">${escapeXml(input.subtitle)}</text>` : ''}
</svg>`;
}

/** A brand's logo: its English name on its colour (wished brands, brand pages). */
export function brandLogoSvg(input: { nameEn: string; color: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<rect width="240" height="240" rx="120" fill="${safeColor(input.color)}"/>
<text x="120" y="132" text-anchor="middle" ${FONT} font-size="22" font-weight="700" letter-spacing="2" fill="#ffffff">${escapeXml(input.nameEn)}</text>
</svg>`;
}

/**
 * One frame of a goods' 360° view: its category illustration on a turntable, turned `angle` degrees
 * (0 faces the shopper). The silhouette narrows and darkens with the turn and shows its mirrored,
 * darker back past 90°, so the frames in order rotate the goods.
 */
export function goods360Svg(input: { id: number; angle: number; name: string; brandNameEn: string; color: string; category?: string | null }) {
  const rad = (input.angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const f = (n: number) => n.toFixed(2);
  const kind = goodsArtKind(input.name, input.category);
  const fill = shade(input.color, Math.round(-35 * Math.abs(sin)) - (cos < 0 ? 25 : 0));
  // Never flat: a side view keeps a sliver of the goods' depth.
  const width = Math.max(0.18, Math.abs(cos)) * (cos < 0 ? -1 : 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750" data-kind="${kind}">
<rect width="600" height="750" fill="#f2f2f0"/>
<ellipse cx="300" cy="640" rx="190" ry="34" fill="#dcdcd8"/>
<ellipse cx="300" cy="632" rx="160" ry="24" fill="#c8c8c3"/>
<g transform="translate(300 0) scale(${f(width)} 1) translate(-300 0)">${goodsArt(kind, fill, shade(fill, -45))}</g>
<text x="300" y="110" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#333333">${escapeXml(input.name)}</text>
<text x="300" y="710" text-anchor="middle" ${FONT} font-size="22" fill="#666666">360° · ${input.angle}°</text>
</svg>`;
}
