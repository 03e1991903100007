/** Deterministic placeholder artwork, so the demo mall needs no image files and no network. */

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

export function goodsSvg(input: { id: number; n: number; name: string; brandNameEn: string; color: string }) {
  const bg = shade(input.color, (input.n - 1) * 28);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
<rect width="600" height="750" fill="${bg}"/>
<circle cx="300" cy="330" r="170" fill="#ffffff" fill-opacity="0.12"/>
<text x="300" y="120" text-anchor="middle" ${FONT} font-size="30" font-weight="700" letter-spacing="6" fill="#ffffff">${escapeXml(input.brandNameEn)}</text>
<text x="300" y="600" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="#ffffff">${escapeXml(input.name)}</text>
<text x="300" y="660" text-anchor="middle" ${FONT} font-size="22" fill="#ffffff" fill-opacity="0.8">No.${input.id} · ${input.n}</text>
</svg>`;
}

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
 * One frame of a goods' 360° view: the garment on a turntable, turned `angle` degrees (0 faces the
 * shopper). Its width, shading, sleeves and the brand mark on its front follow the turn, so the frames
 * in order rotate the goods.
 */
export function goods360Svg(input: { id: number; angle: number; name: string; brandNameEn: string; color: string }) {
  const rad = (input.angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const f = (n: number) => n.toFixed(1);
  const half = 70 + 60 * Math.abs(cos);
  const body = shade(input.color, Math.round(-35 * sin));
  const side = shade(input.color, Math.round(-55 * Math.abs(sin)) - 10);
  // Sleeves sit at the shoulders; seen from the side, the near sleeve covers the body and the far one hides.
  const sleeve = (dir: 1 | -1) => {
    const x = 300 + dir * half * cos - sin * dir * 8;
    const near = dir * sin > 0;
    const w = 34 + 26 * Math.abs(cos);
    return `<rect x="${f(x - w / 2)}" y="250" width="${f(w)}" height="190" rx="16" fill="${near ? body : side}" fill-opacity="${near || Math.abs(cos) > 0.3 ? 1 : 0.55}"/>`;
  };
  const front = cos > 0.15;
  const markX = 300 + sin * half * 0.55;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
<rect width="600" height="750" fill="#f2f2f0"/>
<ellipse cx="300" cy="640" rx="190" ry="34" fill="#dcdcd8"/>
<ellipse cx="300" cy="632" rx="160" ry="24" fill="#c8c8c3"/>
${sin <= 0 ? sleeve(1) : sleeve(-1)}
<rect x="${f(300 - half)}" y="230" width="${f(half * 2)}" height="380" rx="28" fill="${body}"/>
<rect x="${f(300 - half)}" y="230" width="${f(half * 2)}" height="380" rx="28" fill="#000000" fill-opacity="${f(0.08 + 0.12 * Math.abs(sin))}"/>
<ellipse cx="${f(300 + sin * half * 0.9)}" cy="236" rx="${f(30 * Math.max(0.2, Math.abs(cos)) + 8)}" ry="14" fill="${side}"/>
${sin <= 0 ? sleeve(-1) : sleeve(1)}
${
  front
    ? `<text x="${f(markX)}" y="360" text-anchor="middle" ${FONT} font-size="26" font-weight="700" letter-spacing="3" fill="#ffffff" transform="translate(${f(markX)} 0) scale(${f(cos)} 1) translate(${f(-markX)} 0)">${escapeXml(input.brandNameEn)}</text>`
    : cos < -0.15
      ? `<rect x="${f(300 - half * 0.5)}" y="300" width="${f(half)}" height="10" rx="5" fill="#ffffff" fill-opacity="0.45"/>`
      : ''
}
<text x="300" y="110" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#333333">${escapeXml(input.name)}</text>
<text x="300" y="710" text-anchor="middle" ${FONT} font-size="22" fill="#666666">360° · ${input.angle}°</text>
</svg>`;
}
