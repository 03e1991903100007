import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { RENDITIONS_PREFIX, renditionKey } from './renditions';

/**
 * The widths a review photo is served at (`/media/review-photos/{id}?w=320`), in image pixels: the
 * pages show photos from 64 to 480 CSS pixels wide, on screens of one to three device pixels per
 * CSS pixel. Any other width is refused, so the cache holds at most this many renditions a photo.
 */
export const PHOTO_WIDTHS = [160, 320, 640, 960] as const;
export const isPhotoWidth = (w: number) => (PHOTO_WIDTHS as readonly number[]).includes(w);

/** Renditions are WebP (every browser the shop supports shows it), a tenth of a phone photo's bytes. */
export const PHOTO_RENDITION_TYPE = 'image/webp';

/** A photo larger than this many pixels is not decoded (a 5 MB PNG can claim 100,000 × 100,000). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * `photo` resized to `width` pixels wide (never enlarged), turned upright by its EXIF orientation,
 * metadata (camera, place) removed, as WebP. sharp decodes on libuv's thread pool, not the event loop.
 */
export function resizePhoto(photo: Buffer, width: number): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/**
 * Where a photo's rendition is kept. A stored photo's key is never reused (a UUID), so its renditions
 * sit under it and are found again when it is deleted; a photo kept in its row (the seed's) is keyed by
 * its bytes' hash.
 */
export function photoRenditionKey(source: { storageKey: string } | { data: Buffer }, width: number) {
  if ('storageKey' in source) return `${RENDITIONS_PREFIX}/${source.storageKey}/w${width.toString()}.webp`;
  return renditionKey('review-photos', { sha256: createHash('sha256').update(source.data).digest('hex'), width }, 'webp');
}

/** Every rendition a stored photo may have (to delete with it). */
export const photoRenditionKeys = (storageKey: string) => PHOTO_WIDTHS.map((w) => photoRenditionKey({ storageKey }, w));

/** Where a review photo's bytes are: the media store's key, or (the seed's, older rows) the row itself. */
export type PhotoSource = { contentType: string; shared: boolean } & ({ storageKey: string } | { data: Buffer });
