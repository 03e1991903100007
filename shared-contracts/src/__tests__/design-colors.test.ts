import { describe, expect, it } from 'vitest';
import { colorVariables } from '..';

describe('colorVariables', () => {
  it('maps design colours onto the tokens and grade colours onto --color-grade-<code>', () => {
    expect(
      colorVariables({ design_colors: { primary: '#0a7cff', secondary: '#555555', accent: '#ff3b30' }, grade_colors: { WELCOME: '#9e9e9e', VIP: '#222' } }),
    ).toEqual({
      '--color-primary': '#0a7cff',
      '--color-secondary': '#555555',
      '--color-accent': '#ff3b30',
      '--color-grade-welcome': '#9e9e9e',
      '--color-grade-vip': '#222',
    });
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
