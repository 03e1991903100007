import { describe, expect, it } from 'vitest';
import { heroTextColor } from '../period-hero';

describe('heroTextColor', () => {
  it('keeps white text on the dark stored colours', () => {
    expect(heroTextColor('#1f3a5f')).toBe('#fff');
    expect(heroTextColor('#2b2b2b')).toBe('#fff');
    expect(heroTextColor('#5b6770')).toBe('#fff');
  });
  it('turns the text dark where white would fall below 4.5:1', () => {
    expect(heroTextColor('#6d8fb3')).toBe('#111');
    expect(heroTextColor('#f6ae2d')).toBe('#111');
    expect(heroTextColor('#E3C4C0')).toBe('#111');
  });
  it('leaves anything but a hex colour white', () => {
    expect(heroTextColor('linear-gradient(#000, #333)')).toBe('#fff');
  });
});
