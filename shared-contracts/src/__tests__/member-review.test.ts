import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEW_RULES, reviewDraftErrors, reviewPhotoError, sniffReviewPhotoType } from '../member/review';

const TEXT = '따뜻하고 가벼워서 매일 입어요.';

describe('review form rules', () => {
  it.each([
    [{ score: 5, contents: TEXT, photoCount: 0 }, {}],
    [{ score: 0, contents: TEXT, photoCount: 0 }, { score: REVIEW_MESSAGES.scoreRequired }],
    [{ score: 6, contents: TEXT, photoCount: 0 }, { score: REVIEW_MESSAGES.scoreRequired }],
    [{ score: 3, contents: '   ', photoCount: 0 }, { contents: REVIEW_MESSAGES.contentsRequired }],
    // Ten characters counted without the spaces around them; nine is short.
    [{ score: 3, contents: '  가나다라마바사아자  ', photoCount: 0 }, { contents: REVIEW_MESSAGES.contentsTooShort }],
    [{ score: 3, contents: '가나다라마바사아자차', photoCount: 0 }, {}],
    [{ score: 3, contents: '가'.repeat(REVIEW_RULES.contentsMax), photoCount: REVIEW_RULES.maxPhotos }, {}],
    [{ score: 3, contents: '가'.repeat(REVIEW_RULES.contentsMax + 1), photoCount: 0 }, { contents: REVIEW_MESSAGES.contentsTooLong }],
    [{ score: 3, contents: TEXT, photoCount: REVIEW_RULES.maxPhotos + 1 }, { photos: REVIEW_MESSAGES.tooManyPhotos }],
  ])('%o → %o', (draft, errors) => {
    expect(reviewDraftErrors(draft)).toEqual(errors);
  });

  it('checks a picked photo by type and size before it is uploaded', () => {
    expect(reviewPhotoError({ type: 'image/jpeg', size: 1024 })).toBeNull();
    expect(reviewPhotoError({ type: 'image/webp', size: REVIEW_RULES.photoMaxBytes })).toBeNull();
    expect(reviewPhotoError({ type: 'image/png', size: REVIEW_RULES.photoMaxBytes + 1 })).toBe(REVIEW_MESSAGES.photoTooLarge);
    expect(reviewPhotoError({ type: 'image/gif', size: 10 })).toBe(REVIEW_MESSAGES.photoType);
    expect(reviewPhotoError({ type: 'image/heic', size: 10 })).toBe(REVIEW_MESSAGES.photoType);
    expect(reviewPhotoError({ type: 'image/png', size: 0 })).toBe(REVIEW_MESSAGES.photoEmpty);
  });

  it('knows a photo by its signature, not by its name', () => {
    expect(sniffReviewPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(sniffReviewPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffReviewPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffReviewPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffReviewPhotoType(new TextEncoder().encode('<svg onload="x()">'))).toBeNull();
    expect(sniffReviewPhotoType(new Uint8Array())).toBeNull();
  });
});
