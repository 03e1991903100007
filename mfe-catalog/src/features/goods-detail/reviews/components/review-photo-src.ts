/** A review photo mall-api serves (`/media/review-photos/{id}`, and with `?k=` before a review takes it). */
const REVIEW_PHOTO = /^\/media\/review-photos\/\d+(?:\?|$)/;

/**
 * The source of a review photo drawn `width` CSS pixels wide: mall-api sends a copy resized to at
 * least twice that (sharp on phones' screens), made once and kept, instead of the uploaded original
 * (up to 5 MB). Other images (drawn artwork) are as given.
 */
export function reviewPhotoSrc(url: string, width: number): string {
  if (!REVIEW_PHOTO.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${String(width * 2)}`;
}
