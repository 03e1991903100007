import { randomInt } from 'node:crypto';

/** Characters a person cannot confuse (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CAPTCHA_LENGTH = 5;

export const newCaptchaAnswer = () => Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

type Point = readonly [number, number];
type Stroke = readonly Point[];

/**
 * A stroke font of the alphabet on a 10×14 grid (x right, y down): each glyph a few polylines of `x,y`
 * points, strokes split by `|`. The image draws these strokes, bent and shaken, never a character: the
 * markup holds coordinates only.
 */
const FONT: Record<string, string> = {
  '2': '0,3 1,1 3,0 7,0 9,1 10,3 10,5 8,7 0,14 10,14',
  '3': '0,1 3,0 7,0 9,1 10,3 9,5 7,6 4,6 | 7,6 9,7 10,9 10,11 9,13 7,14 3,14 0,13',
  '4': '8,14 8,0 0,10 10,10',
  '5': '10,0 1,0 0,6 3,5 7,5 9,6 10,9 9,12 7,14 3,14 0,13',
  '6': '9,1 7,0 3,0 1,2 0,6 0,10 1,13 3,14 7,14 9,13 10,10 9,7 7,6 3,6 1,7 0,9',
  '7': '0,0 10,0 4,14',
  '8': '5,6 2,5 1,3 2,1 5,0 8,1 9,3 8,5 5,6 1,8 0,11 2,13 5,14 8,13 10,11 9,8 5,6',
  '9': '10,5 9,7 7,8 3,8 1,7 0,4 1,1 3,0 7,0 9,1 10,4 10,9 9,12 7,14 3,14 1,13',
  A: '0,14 5,0 10,14 | 2,9 8,9',
  B: '0,7 0,0 6,0 8,1 9,3 8,6 6,7 0,7 | 6,7 9,8 10,11 9,13 7,14 0,14 0,7',
  C: '10,2 8,0 3,0 1,2 0,5 0,9 1,12 3,14 8,14 10,12',
  D: '0,0 0,14 6,14 9,12 10,9 10,5 9,2 6,0 0,0',
  E: '10,0 0,0 0,14 10,14 | 0,7 7,7',
  F: '10,0 0,0 0,14 | 0,7 7,7',
  G: '10,2 8,0 3,0 1,2 0,5 0,9 1,12 3,14 8,14 10,12 10,8 6,8',
  H: '0,0 0,14 | 10,0 10,14 | 0,7 10,7',
  J: '3,0 10,0 | 8,0 8,11 7,13 5,14 2,14 0,12',
  K: '0,0 0,14 | 10,0 0,9 | 3,6 10,14',
  M: '0,14 0,0 5,9 10,0 10,14',
  N: '0,14 0,0 10,14 10,0',
  P: '0,14 0,0 7,0 9,1 10,3 10,5 9,7 7,8 0,8',
  Q: '5,0 2,1 0,4 0,10 2,13 5,14 8,13 10,10 10,4 8,1 5,0 | 6,10 10,15',
  R: '0,14 0,0 7,0 9,1 10,3 10,5 9,7 7,8 0,8 | 5,8 10,14',
  S: '10,2 8,0 2,0 0,2 0,5 2,7 8,7 10,9 10,12 8,14 2,14 0,12',
  T: '0,0 10,0 | 5,0 5,14',
  U: '0,0 0,10 2,13 5,14 8,13 10,10 10,0',
  V: '0,0 5,14 10,0',
  W: '0,0 2,14 5,5 8,14 10,0',
  X: '0,0 10,14 | 10,0 0,14',
  Y: '0,0 5,7 10,0 | 5,7 5,14',
  Z: '0,0 10,0 0,14 10,14',
};
const GLYPHS: Record<string, readonly Stroke[]> = Object.fromEntries(
  Object.entries(FONT).map(([c, strokes]) => [
    c,
    strokes.split('|').map((stroke) =>
      stroke
        .trim()
        .split(' ')
        .map((p) => p.split(',').map(Number) as unknown as Point),
    ),
  ]),
);

const WIDTH = 180;
const HEIGHT = 60;
/** Every random draw of the image: [min, max) as floats. */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number) => (Math.round(n * 10) / 10).toString();

/** A polyline cut into short steps, each point moved a little: no two drawings of a glyph share coordinates. */
function shaken(points: readonly Point[], jitter: number): Point[] {
  const out: Point[] = [];
  points.forEach((to, i) => {
    if (i === 0) return void out.push([to[0] + rand(-jitter, jitter), to[1] + rand(-jitter, jitter)]);
    const from = points[i - 1]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) / 4));
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      out.push([from[0] + (to[0] - from[0]) * t + rand(-jitter, jitter), from[1] + (to[1] - from[1]) * t + rand(-jitter, jitter)]);
    }
  });
  return out;
}

/**
 * Strokes as one path's data: `m` then `l`, relative and rounded (lower-case commands: the markup holds no
 * letter of the alphabet). A relative `m` moves from where the previous stroke ended.
 */
function pathData(strokes: readonly (readonly Point[])[]): string {
  let [x, y] = [0, 0];
  const parts: string[] = [];
  for (const points of strokes) {
    const steps = points.map(([px, py]) => {
      // Rounded as drawn, so the relative steps do not drift.
      const [rx, ry] = [Math.round(px * 10) / 10, Math.round(py * 10) / 10];
      const step = `${fixed(rx - x)} ${fixed(ry - y)}`;
      [x, y] = [rx, ry];
      return step;
    });
    parts.push(`m${steps[0]}l${steps.slice(1).join(' ')}`);
  }
  return parts.join('');
}

/**
 * The answer drawn as an SVG image without any character in it: each glyph's strokes scaled, turned,
 * slanted and placed at random, the whole line bent by a wave, every point shaken; glyph-like decoy
 * strokes and crossing curves over and under them; all strokes shuffled into a few paths, so neither
 * the markup nor the element order tells which stroke belongs to which character. Returned as a
 * data: URL, so the storefront shows it without another request.
 */
export function captchaImage(answer: string): string {
  const wave = { amplitude: rand(2, 4.5), frequency: rand(0.025, 0.05), phase: rand(0, Math.PI * 2) };
  const bend = ([x, y]: Point): Point => [x, y + wave.amplitude * Math.sin(x * wave.frequency + wave.phase)];
  const place = (strokes: readonly Stroke[], cx: number, cy: number, scale: number, angle: number, slant: number) => {
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return strokes.map((stroke) =>
      shaken(
        stroke.map(([gx, gy]) => {
          const [x, y] = [(gx - 5 + slant * (7 - gy)) * scale, (gy - 7) * scale];
          return bend([cx + x * cos - y * sin, cy + x * sin + y * cos]);
        }),
        0.7,
      ),
    );
  };

  const strokes: Point[][] = [];
  [...answer].forEach((c, i) => {
    const glyph = GLYPHS[c] ?? [];
    const scale = rand(2.3, 2.9);
    const at = place(glyph, 22 + i * 33 + rand(-3, 3), 30 + rand(-4, 4), scale, rand(-0.35, 0.35), rand(-0.25, 0.25));
    strokes.push(...at);
  });
  // Decoys: pieces of other glyphs, small and faint, and curves across the whole image.
  const letters = Object.keys(GLYPHS);
  for (let i = 0; i < 3; i++) {
    const glyph = GLYPHS[letters[randomInt(letters.length)]!]!;
    const piece = glyph[randomInt(glyph.length)]!;
    const [from] = [randomInt(Math.max(1, piece.length - 2))];
    strokes.push(...place([piece.slice(from, from + 3)], rand(10, WIDTH - 10), rand(10, HEIGHT - 10), rand(1.2, 1.8), rand(-1, 1), 0));
  }
  for (let i = 0; i < 2; i++) {
    const y0 = rand(15, HEIGHT - 15);
    const points: Point[] = Array.from({ length: 7 }, (_, k) => [(k * WIDTH) / 6, y0 + rand(-10, 10)]);
    strokes.push(shaken(points, 0.8));
  }
  // Shuffled, then dealt into three paths of mixed strokes.
  for (let i = strokes.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [strokes[i], strokes[j]] = [strokes[j]!, strokes[i]!];
  }
  const groups: Point[][][] = [[], [], []];
  for (const points of strokes) groups[randomInt(3)]!.push(points);
  const grey = () => randomInt(0x30, 0x58);
  const paths = groups
    .filter((g) => g.length > 0)
    .map((g) => {
      const v = grey().toString(16);
      return `<path d="${pathData(g)}" fill="none" stroke="#${v}${v}${v}" stroke-width="${fixed(rand(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`;
    });
  const specks = Array.from({ length: 40 }, () => {
    const v = randomInt(0x70, 0xc0).toString(16);
    return `<circle cx="${fixed(rand(0, WIDTH))}" cy="${fixed(rand(0, HEIGHT))}" r="${fixed(rand(0.6, 1.6))}" fill="#${v}${v}${v}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#f2f2f2"/>${specks.slice(0, 20).join('')}${paths.join('')}${specks.slice(20).join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
