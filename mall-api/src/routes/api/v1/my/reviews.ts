import {
  REVIEW_API,
  REVIEW_RULES,
  ReviewCreateBodySchema,
  ReviewIdParamSchema,
  ReviewListQuerySchema,
  ReviewPhotoSchema,
  ReviewUpdateBodySchema,
  WritableReviewListSchema,
  WrittenReviewListSchema,
  WrittenReviewSchema,
  WritableQuerySchema,
} from '@mall/shared-contracts/member';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** Twice the photo limit reaches the repository, which answers an oversized photo with the form's message. */
const PHOTO_BODY_LIMIT = REVIEW_RULES.photoMaxBytes * 2;

/**
 * The member's reviews (ADR 0011: mypage writes them, goods detail reads the rows): lines still to
 * review, written reviews, write / edit / delete, and photo uploads stored by mall-api.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.reviewsRepository;
  const tags = ['reviews'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;

  // A photo is the raw request body, whatever type it claims: the repository reads its signature and
  // refuses what is not a JPEG, PNG or WEBP with the form's own message (JSON keeps its own parser).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.get(
    REVIEW_API.writable,
    {
      schema: {
        tags,
        summary: '리뷰를 쓸 수 있는 주문 상품(배송완료·구매확정, 20개씩)',
        security,
        querystring: WritableQuerySchema,
        response: { 200: WritableReviewListSchema, ...errorResponses },
      },
    },
    (request) => repo.writable(memberOf(request), request.query.page, request.query.order_no),
  );

  app.get(
    REVIEW_API.goodsReviews,
    {
      schema: {
        tags,
        summary: '내가 쓴 리뷰(20개씩)',
        security,
        querystring: ReviewListQuerySchema,
        response: { 200: WrittenReviewListSchema, ...errorResponses },
      },
    },
    (request) => repo.written(memberOf(request), request.query.page),
  );

  app.post(
    REVIEW_API.goodsReviews,
    {
      schema: {
        tags,
        summary: '리뷰 작성(주문 상품당 1개)',
        security,
        body: ReviewCreateBodySchema,
        response: { 201: WrittenReviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await repo.create(memberOf(request), request.body)),
  );

  app.get(
    REVIEW_API.goodsReview(':id'),
    { schema: { tags, summary: '내 리뷰 하나(수정 폼)', security, params: ReviewIdParamSchema, response: { 200: WrittenReviewSchema, ...errorResponses } } },
    (request) => repo.one(memberOf(request), request.params.id),
  );

  app.put(
    REVIEW_API.goodsReview(':id'),
    {
      schema: {
        tags,
        summary: '리뷰 수정',
        security,
        params: ReviewIdParamSchema,
        body: ReviewUpdateBodySchema,
        response: { 200: WrittenReviewSchema, ...errorResponses },
      },
    },
    (request) => repo.update(memberOf(request), request.params.id, request.body),
  );

  app.delete(
    REVIEW_API.goodsReview(':id'),
    { schema: { tags, summary: '리뷰 삭제(적립금 회수)', security, params: ReviewIdParamSchema, response: { 200: SuccessSchema, ...errorResponses } } },
    async (request) => {
      await repo.remove(memberOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    REVIEW_API.photos,
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags,
        summary: `리뷰 사진 올리기(JPG·PNG·WEBP, ${REVIEW_RULES.photoMaxBytes / 1024 / 1024}MB까지)`,
        security,
        response: { 201: ReviewPhotoSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.code(201).send(await repo.uploadPhoto(memberOf(request), body));
    },
  );
};

export default reviewsRoutes;
