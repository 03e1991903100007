import { describe, expect, it } from 'vitest';
import { colorVariables, contrastRatio, LARGE_TEXT_CONTRAST, parseHexColor, readableTextColor, SOFT_SURFACE, TEXT_CONTRAST } from '..';

describe('colorVariables', () => {
  it('maps design colours onto the tokens and grade colours onto --color-grade-<code>', () => {
    expect(
      colorVariables({ design_colors: { primary: '#0a58ca', secondary: '#555555', accent: '#c4161c' }, grade_colors: { WELCOME: '#5f5f5f', VIP: '#222' } }),
    ).toEqual({
      '--color-primary': '#0a58ca',
      '--color-secondary': '#555555',
      '--color-accent': '#c4161c',
      '--color-grade-welcome': '#5f5f5f',
      '--color-grade-vip': '#222',
    });
  });

  it('darkens a shop colour too light to read (the seeded accent and grade colours) to 4.5:1 on the soft surface and on white', () => {
    const vars = colorVariables({
      design_colors: { primary: '#111111', secondary: '#555555', accent: '#ff3b30' },
      grade_colors: { WELCOME: '#9e9e9e', SILVER: '#8a9bb0', GOLD: '#c9a227', VIP: '#6b2bd9' },
    });
    for (const name of ['--color-accent', '--color-grade-welcome', '--color-grade-silver', '--color-grade-gold']) {
      expect(contrastRatio(vars[name]!, SOFT_SURFACE), name).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      // white text painted on the colour (buttons, badges) reads as well
      expect(contrastRatio('#ffffff', vars[name]!), name).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(vars['--color-primary']).toBe('#111111');
    expect(vars['--color-grade-vip']).toBe('#6b2bd9');
  });

  it.each([
    ['red', false],
    ['#12345', false],
    ['#1234567g', false],
    ['#fff; background: url(x)', false],
    ['var(--x)', false],
    ['#ABC', true],
    ['#11223344', true],
  ])('%s is a colour: %s', (value, kept) => {
    const vars = colorVariables({ design_colors: { primary: value, secondary: '#555', accent: '#f00' }, grade_colors: {} });
    expect('--color-primary' in vars).toBe(kept);
  });

  it('leaves out a grade code that is not a safe property name', () => {
    expect(colorVariables({ design_colors: { primary: '#111', secondary: '#555', accent: '#f00' }, grade_colors: { 'A B': '#111' } })).not.toHaveProperty(
      '--color-grade-a b',
    );
  });
});

describe('contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#767676', '#f6f6f6', 4.2],
    ['#ff3b30', '#ffffff', 3.55],
    ['#fff', '#000', 21],
    // half-transparent black over white is #7f7f7f
    ['#00000080', '#ffffff', 4.0],
  ])('%s on %s is %s:1', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2);
  });

  it('is NaN for what is not a hex colour', () => {
    expect(contrastRatio('red', '#fff')).toBeNaN();
    expect(parseHexColor('#12')).toBeNull();
  });
});

describe('readableTextColor: the clamp for shop-configurable colours', () => {
  it.each([
    // colour, kept as it is?
    ['#111111', true],
    ['#555555', true],
    ['#666666', true],
    ['#767676', false], // 4.2:1 on the soft surface
    ['#ff3b30', false],
    ['#ffeb3b', false], // a yellow: nearly invisible on white
    ['#ffffff', false],
    ['#0a7cff', false],
    ['#6b2bd9', true],
  ])('%s → kept: %s, and the result reads at 4.5:1 on the soft surface', (color, kept) => {
    const readable = readableTextColor(color)!;
    expect(readable === color).toBe(kept);
    expect(contrastRatio(readable, SOFT_SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps the hue: a too-light red stays a red, only darker, and no darker than needed', () => {
    const readable = readableTextColor('#ff3b30')!;
    const [r, g, b] = parseHexColor(readable)!;
    // mixed with black: every channel shrinks by the same factor (0xff:0x3b:0x30)
    expect(g / r).toBeCloseTo(0x3b / 0xff, 1);
    expect(b / r).toBeCloseTo(0x30 / 0xff, 1);
    expect(r).toBeLessThan(0xff);
    expect(contrastRatio(readable, SOFT_SURFACE)).toBeLessThan(TEXT_CONTRAST + 0.15);
  });

  it('takes a lower bar for large text and another surface', () => {
    const large = readableTextColor('#ff3b30', '#ffffff', LARGE_TEXT_CONTRAST);
    expect(large).toBe('#ff3b30');
    expect(contrastRatio(readableTextColor('#aaaaaa', '#ececec')!, '#ececec')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('paints a translucent colour over the surface before judging it', () => {
    const readable = readableTextColor('#ff3b3080')!;
    expect(readable).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(readable, SOFT_SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('is null for a value that is not a hex colour', () => {
    expect(readableTextColor('tomato')).toBeNull();
  });
});
