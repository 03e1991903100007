import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DbIdParamSchema } from '@mall/shared-contracts/schemas';
import { GRADES } from '../../plugins/app/member/members/grades';
import { artworkKey } from '../../lib/artwork';
import { isDbId, notFound } from '../../lib/errors';
import { MAX_ASKED_WIDTH, PHOTO_RENDITION_TYPE, photoRenditionKey, photoWidthFor, resizePhoto } from '../../lib/photo-renditions';
import { bannerSvg, brandLogoSvg, goods360Svg, goodsSvg, gradeSvg, popupSvg } from '../../lib/svg';
import { brands } from '../../db/schema';
import { eq } from 'drizzle-orm';

const MEDIA_NOT_FOUND = '이미지를 찾을 수 없습니다.';
const VIDEO_NOT_FOUND = '영상을 찾을 수 없습니다.';
/** The live-commerce sandbox player's videos (committed under mall-api/media/live, a few seconds each). */
const LIVE_VIDEOS = new Set(['sandbox-broadcast.webm']);
const LIVE_VIDEO_DIR = new URL('../../../media/live/', import.meta.url);
const liveVideos = new Map<string, Promise<Buffer>>();

/** `bytes=10-` / `bytes=10-99` / `bytes=-100` of a `size`-byte file; null when unsatisfiable. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(size - 1, Number(match[2]));
  return start <= end && start < size ? { start, end } : null;
}
const id = DbIdParamSchema;

const SVG_TYPE = 'image/svg+xml; charset=utf-8';

/**
 * Artwork drawn from a row: kept in the media store by a key of the row's fields and the drawing
 * code's version (lib/artwork.ts), drawn only when the store has none. Images never change for a
 * given URL and row, so caches may keep them for a year.
 */
async function sendArtwork<T>(app: FastifyInstance, reply: FastifyReply, kind: string, input: T, draw: (input: T) => string) {
  const art = await app.renditions.get(artworkKey(kind, input), SVG_TYPE, () => Buffer.from(draw(input)));
  return (
    reply
      .header('content-type', SVG_TYPE)
      .header('cache-control', 'public, max-age=31536000, immutable')
      // An SVG opened on its own is a document: it may draw, never run or fetch anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
      .header('content-length', art.size)
      .send(art.body)
  );
}

/** A review photo resized to `width` (PHOTO_WIDTHS), made the first time it is asked for and kept in the media store. */
async function photoRendition(app: FastifyInstance, photoId: number, key: string | undefined, width: number) {
  const source = await app.reviewsRepository.photoSource(photoId, key);
  if (!source) return null;
  const rendition = await app.renditions.get(photoRenditionKey(source, width), PHOTO_RENDITION_TYPE, async () => {
    const original = 'data' in source ? source.data : await app.mediaStore.get(source.storageKey).then((s) => (s ? buffer(s.stream) : null));
    if (!original) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
    // The bytes were sniffed as an image at upload; one the decoder refuses is as good as missing.
    return resizePhoto(original, width).catch(() => {
      throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
    });
  });
  return { contentType: PHOTO_RENDITION_TYPE, shared: source.shared, ...rendition };
}

/** Gift images take turns on these backgrounds (white text stays readable on each). */
const GIFT_COLORS = ['#6d4c41', '#37474f', '#ad1457', '#2e7d32'] as const;

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/goods/:id/:n.svg',
    { attachValidation: true, schema: { hide: true, params: z.object({ id, n: z.coerce.number().int().min(1).max(10) }) } },
    async (request, reply) => {
      const { id: goodsId, n } = request.params;
      const label = request.validationError || !isDbId(goodsId) ? null : await app.goodsRepository.mediaLabel(goodsId);
      if (!label) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
      return sendArtwork(app, reply, 'goods', { id: goodsId, n, ...label }, goodsSvg);
    },
  );

  // A frame of a goods' 360° view: served for the angles its goods_360_images rows name.
  app.get(
    '/media/goods/:id/360/:angle.svg',
    { attachValidation: true, schema: { hide: true, params: z.object({ id, angle: z.coerce.number().int().min(0).max(359) }) } },
    async (request, reply) => {
      const { id: goodsId, angle } = request.params;
      const ok = !request.validationError && isDbId(goodsId) && (await app.goodsReviewsRepository.has360Frame(goodsId, angle));
      const label = ok ? await app.goodsRepository.mediaLabel(goodsId) : null;
      if (!label) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
      return sendArtwork(app, reply, 'goods-360', { id: goodsId, angle, ...label }, goods360Svg);
    },
  );

  app.get('/media/banners/:id.svg', { attachValidation: true, schema: { hide: true, params: z.object({ id }) } }, async (request, reply) => {
    const banner = request.validationError || !isDbId(request.params.id) ? null : await app.exhibitRepository.findBanner(request.params.id);
    if (!banner) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
    return sendArtwork(app, reply, 'banners', banner, bannerSvg);
  });

  app.get('/media/popups/:id.svg', { attachValidation: true, schema: { hide: true, params: z.object({ id }) } }, async (request, reply) => {
    const popup = request.validationError || !isDbId(request.params.id) ? null : await app.settingsRepository.findPopup(request.params.id);
    if (!popup) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
    return sendArtwork(app, reply, 'popups', popup, popupSvg);
  });

  app.get('/media/giveaways/:id.svg', { attachValidation: true, schema: { hide: true, params: z.object({ id }) } }, async (request, reply) => {
    const gift = request.validationError || !isDbId(request.params.id) ? null : await app.giveawaysRepository.mediaLabel(request.params.id);
    if (!gift) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
    return sendArtwork(
      app,
      reply,
      'giveaways',
      { title: gift.name, subtitle: '사은품 GIFT', backgroundColor: GIFT_COLORS[gift.id % GIFT_COLORS.length]! },
      popupSvg,
    );
  });

  app.get('/media/brands/:id.svg', { attachValidation: true, schema: { hide: true, params: z.object({ id }) } }, async (request, reply) => {
    const [brand] =
      request.validationError || !isDbId(request.params.id)
        ? []
        : await app.db.select({ nameEn: brands.nameEn, color: brands.color }).from(brands).where(eq(brands.id, request.params.id));
    if (!brand) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
    return sendArtwork(app, reply, 'brands', brand, brandLogoSvg);
  });

  // A member's uploaded review photo: the bytes were checked to be an image when they were stored, and
  // are streamed from the media store. Public (and cached by anyone) once a review took it; before
  // that only its uploader's key opens it. `?w=` asks for a rendition at least that wide (PHOTO_WIDTHS, WebP).
  app.get(
    '/media/review-photos/:id',
    {
      attachValidation: true,
      schema: {
        hide: true,
        params: z.object({ id }),
        querystring: z.object({ k: z.string().max(64).optional(), w: z.coerce.number().int().min(1).max(MAX_ASKED_WIDTH).optional() }),
      },
    },
    async (request, reply) => {
      const { k, w } = request.validationError ? { k: undefined, w: 0 } : request.query;
      const ok = !request.validationError && isDbId(request.params.id);
      const photo = !ok
        ? null
        : w === undefined
          ? await app.reviewsRepository.photo(request.params.id, k)
          : await photoRendition(app, request.params.id, k, photoWidthFor(w));
      if (!photo) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', photo.shared ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', photo.size)
        .send(photo.body);
    },
  );

  // The sandbox player's video: a small committed file, read once; ranges answered so the player can seek.
  app.get('/media/live/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const { file } = request.params;
    if (!LIVE_VIDEOS.has(file)) throw notFound(VIDEO_NOT_FOUND, 'MEDIA_NOT_FOUND');
    let loading = liveVideos.get(file);
    if (!loading) {
      loading = readFile(new URL(file, LIVE_VIDEO_DIR));
      liveVideos.set(file, loading);
    }
    const data = await loading;
    reply
      .header('content-type', 'video/webm')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff');
    const rangeHeader = request.headers.range;
    if (!rangeHeader) return reply.send(data);
    const range = byteRange(rangeHeader, data.length);
    if (!range) return reply.code(416).header('content-range', `bytes */${data.length.toString()}`).send();
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start.toString()}-${range.end.toString()}/${data.length.toString()}`)
      .send(data.subarray(range.start, range.end + 1));
  });

  app.get('/media/grades/:code.svg', { schema: { hide: true, params: z.object({ code: z.string() }) } }, async (request, reply) => {
    const grade = GRADES.find((g) => g.code === request.params.code);
    if (!grade) throw notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');
    return sendArtwork(app, reply, 'grades', grade, gradeSvg);
  });
};

export default mediaRoutes;
