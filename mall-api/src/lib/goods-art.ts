/**
 * Simple category illustrations for the generated goods images (a coat looks like a coat): one
 * silhouette per kind, drawn in a 600×750 frame around x = 300, in the goods' colour. Deterministic
 * and small (a few hundred bytes each), so an image stays a few KB.
 */
export const GOODS_ART_KINDS = [
  'coat',
  'jacket',
  'padding',
  'knit',
  'shirt',
  'pants',
  'skirt',
  'dress',
  'sneakers',
  'shoes',
  'boots',
  'bag',
  'backpack',
  'hat',
  'scarf',
  'accessory',
  'cosmetics',
  'candle',
  'diffuser',
  'fabric',
  'glass',
  'food',
] as const;
export type GoodsArtKind = (typeof GOODS_ART_KINDS)[number];

/** Words in a goods' name or category path that name its kind; the name is read first, then the category. */
const KIND_WORDS: readonly [GoodsArtKind, RegExp][] = [
  ['scarf', /머플러|스카프|목도리/],
  ['diffuser', /디퓨저/],
  ['candle', /캔들/],
  ['cosmetics', /향수|크림|세럼|립스틱|쿠션 팩트|로션|화장품|코스메틱|뷰티/],
  ['hat', /모자|캡|비니|버킷햇/],
  ['dress', /원피스|드레스/],
  ['skirt', /스커트|치마/],
  ['padding', /패딩|다운/],
  ['coat', /코트/],
  ['knit', /니트|가디건|스웨터|터틀넥/],
  ['shirt', /셔츠|블라우스|티셔츠|상의/],
  ['jacket', /자켓|재킷|점퍼|블레이저|집업|블루종|아우터/],
  ['pants', /데님|팬츠|슬랙스|트라우저|바지|청바지|하의/],
  ['backpack', /백팩/],
  ['bag', /백|가방|토트|숄더|크로스|파우치/],
  ['boots', /부츠/],
  ['sneakers', /스니커즈|러닝화|운동화|캔버스화/],
  ['shoes', /로퍼|구두|신발|샌들|슈즈/],
  ['glass', /잔|디캔터|글라스/],
  ['fabric', /러그|쿠션|블랭킷|패브릭|커버/],
  ['food', /커피|차 세트|쿠키|초콜릿|식품|꿀|견과/],
  ['accessory', /시계|목걸이|반지|귀걸이|벨트|지갑|액세서리/],
];

/** The illustration a goods gets, from its name and its category's full path (`여성의류>아우터>코트`). */
export function goodsArtKind(name: string, category: string | null | undefined): GoodsArtKind {
  for (const text of [name, category ?? '']) {
    const found = KIND_WORDS.find(([, words]) => words.test(text));
    if (found) return found[0];
  }
  return 'accessory';
}

const SLEEVES = (top: number, bottom: number) =>
  `<path d="M205 ${top}L140 ${top + 60}L120 ${bottom}L165 ${bottom + 8}L190 ${top + 120}Z M395 ${top}L460 ${top + 60}L480 ${bottom}L435 ${bottom + 8}L410 ${top + 120}Z"/>`;

/**
 * The silhouette of `kind` as SVG elements: `fill` is the goods' colour, `detail` a darker shade for
 * seams, soles and openings. Shapes only: the caller frames them.
 */
export function goodsArt(kind: GoodsArtKind, fill: string, detail: string): string {
  const g = (body: string, extra = '') => `<g fill="${fill}">${body}</g><g fill="none" stroke="${detail}" stroke-width="6" stroke-linecap="round">${extra}</g>`;
  switch (kind) {
    case 'coat':
      return g(
        `${SLEEVES(200, 480)}<path d="M205 200L265 180L300 240L335 180L395 200L415 560L185 560Z"/>`,
        `<path d="M265 180L285 320L300 240M335 180L315 320L300 240M300 260V550"/><circle cx="320" cy="360" r="4"/><circle cx="320" cy="430" r="4"/>`,
      );
    case 'jacket':
      return g(
        `${SLEEVES(210, 440)}<path d="M205 210L265 190L300 250L335 190L395 210L405 460L195 460Z"/>`,
        `<path d="M265 190L280 300L300 250M335 190L320 300L300 250M300 270V455M220 400H270M330 400H380"/>`,
      );
    case 'padding':
      return g(
        `${SLEEVES(210, 470)}<path d="M200 210Q300 170 400 210L410 500L190 500Z"/>`,
        `<path d="M196 270H404M194 330H406M192 390H408M191 450H409M300 200V500"/>`,
      );
    case 'knit':
      return g(
        `${SLEEVES(210, 450)}<path d="M205 210L260 195Q300 225 340 195L395 210L400 480L200 480Z"/>`,
        `<path d="M260 195Q300 240 340 195M205 455H395M130 440L175 448M425 448L470 440"/><path d="M220 300V440M250 300V440M280 300V440M320 300V440M350 300V440M380 300V440" stroke-width="3"/>`,
      );
    case 'shirt':
      return g(
        `${SLEEVES(210, 420)}<path d="M205 210L262 195L300 230L338 195L395 210L400 500L200 500Z"/>`,
        `<path d="M262 195L275 250L300 230L325 250L338 195M300 230V495"/><circle cx="300" cy="290" r="4"/><circle cx="300" cy="350" r="4"/><circle cx="300" cy="410" r="4"/>`,
      );
    case 'pants':
      return g(
        `<path d="M215 190H385L405 580H320L300 330L280 580H195Z"/>`,
        `<path d="M215 220H385M300 222V330M240 220Q250 260 230 280M360 220Q350 260 370 280"/>`,
      );
    case 'skirt':
      return g(`<path d="M235 220H365L430 520H170Z"/>`, `<path d="M235 250H365M260 250L230 515M300 250V515M340 250L370 515"/>`);
    case 'dress':
      return g(
        `<path d="M255 180L275 180L290 230H310L325 180L345 180L355 330L440 580H160L245 330Z"/>`,
        `<path d="M245 330Q300 350 355 330M250 360L215 570M300 360V575M350 360L385 570"/>`,
      );
    case 'sneakers':
      return g(
        `<path d="M120 470Q125 380 200 360L280 330Q330 380 400 400Q470 410 480 470Z"/><rect x="110" y="465" width="380" height="40" rx="18"/>`,
        `<path d="M110 485H490M250 345L265 375M280 338L300 372M310 352L330 385M210 360Q220 420 180 465"/>`,
      );
    case 'shoes':
      return g(
        `<path d="M120 480Q130 420 200 410L300 400Q380 410 430 440Q480 455 480 480Z"/><rect x="115" y="475" width="370" height="26" rx="12"/><rect x="120" y="490" width="60" height="40" rx="6"/>`,
        `<path d="M230 408Q300 440 380 418M115 488H485"/>`,
      );
    case 'boots':
      return g(
        `<path d="M200 220H320L330 420Q400 430 450 460Q480 475 480 500H160L170 420Z"/><rect x="155" y="495" width="330" height="30" rx="12"/>`,
        `<path d="M200 250H320M170 500H480M330 420Q320 450 300 460"/>`,
      );
    case 'bag':
      return g(`<path d="M170 330H430L455 580H145Z"/>`, `<path d="M235 330Q235 220 300 220Q365 220 365 330M170 380H430M285 400H315V430H285Z"/>`);
    case 'backpack':
      return g(
        `<rect x="190" y="230" width="220" height="330" rx="60"/><rect x="230" y="420" width="140" height="110" rx="20"/>`,
        `<path d="M250 230Q250 180 300 180Q350 180 350 230M230 420H370M215 290Q170 400 205 540M385 290Q430 400 395 540"/>`,
      );
    case 'hat':
      return g(`<path d="M190 420Q190 260 300 260Q410 260 410 420Z"/><ellipse cx="300" cy="425" rx="190" ry="40"/>`, `<path d="M195 400H405M300 262V400"/>`);
    case 'scarf':
      return g(
        `<path d="M220 200Q300 170 380 200L380 300Q300 330 220 300Z"/><path d="M300 290L350 300L390 560L320 560Z"/><path d="M240 300L290 290L260 520L200 520Z"/>`,
        `<path d="M325 560V590M340 560V590M355 560V590M370 560V590M385 560V590M205 520V550M220 520V550M235 520V550M250 520V550"/>`,
      );
    case 'accessory':
      return g(
        `<rect x="260" y="300" width="80" height="90" rx="18"/>`,
        `<circle cx="300" cy="345" r="70"/><path d="M300 345V315M300 345H325M270 230V300M330 230V300M270 390V460M330 390V460"/>`,
      );
    case 'cosmetics':
      return g(
        `<rect x="200" y="300" width="110" height="250" rx="20"/><rect x="225" y="240" width="60" height="60" rx="8"/><rect x="340" y="360" width="90" height="190" rx="14"/><rect x="360" y="320" width="50" height="40" rx="6"/>`,
        `<path d="M215 380H295M355 420H415"/>`,
      );
    case 'candle':
      return g(
        `<rect x="210" y="330" width="180" height="230" rx="24"/><path d="M300 250Q325 285 300 310Q275 285 300 250Z"/>`,
        `<path d="M300 310V335M215 390H385"/>`,
      );
    case 'diffuser':
      return g(
        `<path d="M240 360Q240 320 275 320H325Q360 320 360 360V560H240Z"/><rect x="280" y="290" width="40" height="35" rx="6"/>`,
        `<path d="M300 295L250 170M300 295L300 160M300 295L350 175M245 430H355"/>`,
      );
    case 'fabric':
      return g(
        `<rect x="170" y="440" width="260" height="60" rx="14"/><rect x="180" y="380" width="240" height="60" rx="14"/><rect x="190" y="320" width="220" height="60" rx="14"/>`,
        `<path d="M190 470H410M200 410H400M210 350H390"/>`,
      );
    case 'glass':
      return g(
        `<path d="M230 220H370Q375 340 300 370Q225 340 230 220Z"/><rect x="292" y="365" width="16" height="150"/><ellipse cx="300" cy="520" rx="75" ry="16"/>`,
        `<path d="M240 280H360"/>`,
      );
    case 'food':
      return g(`<rect x="180" y="300" width="240" height="240" rx="16"/>`, `<path d="M180 360H420M300 300V540M260 300Q300 250 340 300"/>`);
  }
}
