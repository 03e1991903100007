import { randomInt } from 'node:crypto';

/** Characters a person cannot confuse (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CAPTCHA_LENGTH = 5;

export const newCaptchaAnswer = () => Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The answer drawn as an SVG image: each character turned and shifted, crossing lines behind and in
 * front. Returned as a data: URL, so the storefront shows it without another request.
 */
export function captchaImage(answer: string): string {
  const width = 180;
  const height = 60;
  const lines = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#${randomInt(0x555555, 0x999999).toString(16)}" stroke-width="${randomInt(1, 3)}"/>`;
  });
  const glyphs = [...answer].map((c, i) => {
    const x = 20 + i * 32 + randomInt(-4, 5);
    const y = 40 + randomInt(-6, 7);
    return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-family="monospace" font-size="${randomInt(28, 35)}" font-weight="700" fill="#222">${c}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f2f2f2"/>${lines.slice(0, 3).join('')}${glyphs.join('')}${lines.slice(3).join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
