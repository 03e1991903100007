import {
  CodyShotListSchema,
  CodyShotSchema,
  EXHIBIT_EVENTS_API,
  EXHIBIT_EVENTS_MESSAGES,
  ExhibitCategorySchema,
  ExhibitIdParamSchema,
  GoodsTimeAttackSchema,
  JointPurchaseJoinBodySchema,
  JointPurchaseListQuerySchema,
  JointPurchaseListSchema,
  JointPurchaseSchema,
  ShowcaseListQuerySchema,
  ShowcaseListSchema,
  ShowcaseSchema,
  SpotThemeSchema,
} from '@mall/shared-contracts/exhibit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

const M = EXHIBIT_EVENTS_MESSAGES;

/** Showcases, cody shots, joint purchases (with joining), spot themes, exhibit categories and the goods time attack (issue 12). */
export const exhibitEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exhibit'];
  const repo = app.exhibitEventsRepository;
  const params = ExhibitIdParamSchema;

  app.get(
    EXHIBIT_EVENTS_API.showcases,
    {
      schema: {
        tags,
        summary: '쇼케이스 분류와 목록 (진행 중 → 오픈 예정 → 종료)',
        querystring: ShowcaseListQuerySchema,
        response: { 200: ShowcaseListSchema, ...errorResponses },
      },
    },
    async (request) => repo.listShowcases(request.query.sort_id, new Date()),
  );

  app.get(
    EXHIBIT_EVENTS_API.showcase,
    { schema: { tags, summary: '쇼케이스 상세', params, response: { 200: ShowcaseSchema, ...errorResponses } } },
    async (request) => (await repo.showcase(request.params.id, new Date())) ?? Promise.reject(notFound(M.showcaseNotFound)),
  );

  app.get(
    EXHIBIT_EVENTS_API.codyShots,
    { schema: { tags, summary: '코디샷 목록 (최신순)', response: { 200: CodyShotListSchema, ...errorResponses } } },
    async () => ({ cody_shots: await repo.listCodyShots(new Date()) }),
  );

  app.get(
    EXHIBIT_EVENTS_API.codyShot,
    { schema: { tags, summary: '코디샷 상세 (태그된 상품)', params, response: { 200: CodyShotSchema, ...errorResponses } } },
    async (request) => (await repo.codyShot(request.params.id, new Date())) ?? Promise.reject(notFound(M.codyShotNotFound)),
  );

  app.get(
    EXHIBIT_EVENTS_API.jointPurchases,
    {
      schema: {
        tags,
        summary: '공동구매 목록 (인기순·마감임박순·최신순, 종료는 마지막)',
        querystring: JointPurchaseListQuerySchema,
        response: { 200: JointPurchaseListSchema, ...errorResponses },
      },
    },
    async (request) => ({ joint_purchases: await repo.listJointPurchases(request.query.sort, new Date()) }),
  );

  app.get(
    EXHIBIT_EVENTS_API.jointPurchase,
    { schema: { tags, summary: '공동구매 상세 (로그인 시 내 참여 수량)', params, response: { 200: JointPurchaseSchema, ...errorResponses } } },
    async (request) => {
      const session = await request.resolveSession();
      return (await repo.jointPurchase(request.params.id, session?.memberId ?? null, new Date())) ?? Promise.reject(notFound(M.jointPurchaseNotFound));
    },
  );

  app.post(
    EXHIBIT_EVENTS_API.jointPurchaseParticipation,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '공동구매 참여 (회원당 한 번, 진행 중에만)',
        security: bearerSecurity,
        params,
        body: JointPurchaseJoinBodySchema,
        response: { 200: JointPurchaseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.session!.memberId;
      const now = new Date();
      const result = await repo.joinJointPurchase(request.params.id, memberId, request.body.quantity, now);
      switch (result.error) {
        case 'not_found':
          throw notFound(M.jointPurchaseNotFound);
        case 'not_open':
          throw unprocessable(M.jointPurchaseNotOpen, 'JOINT_PURCHASE_NOT_OPEN');
        case 'closed':
          throw unprocessable(M.jointPurchaseClosed, 'JOINT_PURCHASE_CLOSED');
        case 'over_limit':
          throw unprocessable(M.jointPurchaseQuantityOver(result.max), 'JOINT_PURCHASE_QUANTITY_OVER');
        case 'already_joined':
          throw new AppError(409, 'JOINT_PURCHASE_ALREADY_JOINED', M.jointPurchaseAlreadyJoined);
        case null:
          return (await repo.jointPurchase(request.params.id, memberId, now))!;
      }
    },
  );

  app.get(
    EXHIBIT_EVENTS_API.goodsTimeAttack,
    {
      schema: {
        tags,
        summary: '상품의 타임딜 (진행 중, 없으면 다음 오픈 예정; 없으면 null)',
        params,
        response: { 200: GoodsTimeAttackSchema, ...errorResponses },
      },
    },
    async (request) => ({ time_attack: await repo.goodsTimeAttack(request.params.id, new Date()) }),
  );

  app.get(
    EXHIBIT_EVENTS_API.spotTheme,
    { schema: { tags, summary: '스팟 테마', params, response: { 200: SpotThemeSchema, ...errorResponses } } },
    async (request) => (await repo.spotTheme(request.params.id, new Date())) ?? Promise.reject(notFound(M.spotThemeNotFound)),
  );

  app.get(
    EXHIBIT_EVENTS_API.exhibitCategory,
    { schema: { tags, summary: '기획 카테고리 상품', params, response: { 200: ExhibitCategorySchema, ...errorResponses } } },
    async (request) => (await repo.exhibitCategory(request.params.id)) ?? Promise.reject(notFound(M.exhibitCategoryNotFound)),
  );
};

export default exhibitEventsRoutes;
