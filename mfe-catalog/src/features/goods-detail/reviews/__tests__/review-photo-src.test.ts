import { describe, expect, it } from 'vitest';
import { reviewPhotoSrc } from '../components/review-photo-src';

describe('reviewPhotoSrc', () => {
  it('asks mall-api for a review photo at twice the drawn width, keeping its key; leaves other images alone', () => {
    expect(reviewPhotoSrc('/media/review-photos/12', 120)).toBe('/media/review-photos/12?w=240');
    expect(reviewPhotoSrc('/media/review-photos/12?k=abc', 64)).toBe('/media/review-photos/12?k=abc&w=128');
    expect(reviewPhotoSrc('/media/goods/101/1.svg', 120)).toBe('/media/goods/101/1.svg');
    expect(reviewPhotoSrc('https://cdn.example/media/review-photos/12', 120)).toBe('https://cdn.example/media/review-photos/12');
  });
});
