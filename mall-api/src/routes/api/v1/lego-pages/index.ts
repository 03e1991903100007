import {
  EXHIBIT_API,
  EXHIBIT_MESSAGES,
  LegoPageSchema,
  PlanningEventListQuerySchema,
  PlanningEventListSchema,
  PlanningEventParamSchema,
  PlanningEventSchema,
  RecentPlanningEventListSchema,
  RecentPlanningEventParamSchema,
  RecentPlanningEventsQuerySchema,
  RecentPlanningViewBodySchema,
  TimeAttackListSchema,
} from '@mall/shared-contracts/exhibit';
import { RecentViewDeletedSchema } from '@mall/shared-contracts/catalog';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

const LegoPageParamSchema = z.object({ code: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/** Lego pages (the main page's ordered sections) and planning events (기획전) with members' recent views. */
export const legoPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exhibit'];
  const repo = app.exhibitRepository;

  app.get(
    '/api/v1/lego-pages/:code',
    { schema: { tags, summary: '레고 페이지 (순서대로 놓인 섹션)', params: LegoPageParamSchema, response: { 200: LegoPageSchema, ...errorResponses } } },
    async (request) => {
      const page = await repo.legoPage(request.params.code, new Date());
      if (!page) throw notFound('페이지를 찾을 수 없습니다.');
      return page;
    },
  );

  app.get(
    EXHIBIT_API.timeAttacks,
    {
      schema: {
        tags,
        summary: '타임딜 목록 (진행 중 → 오픈 예정 → 최근 종료, 메인의 타임딜과 같은 목록)',
        response: { 200: TimeAttackListSchema, ...errorResponses },
      },
    },
    async () => ({ time_attacks: await repo.timeDeals(new Date()) }),
  );

  app.get(
    EXHIBIT_API.planningEvents,
    {
      schema: {
        tags,
        summary: '기획전 목록 (상태별)',
        querystring: PlanningEventListQuerySchema,
        response: { 200: PlanningEventListSchema, ...errorResponses },
      },
    },
    async (request) => ({ planning_events: await repo.listPlanningEvents(request.query.state, new Date()) }),
  );

  app.get(
    EXHIBIT_API.planningEvent,
    { schema: { tags, summary: '기획전 상세', params: PlanningEventParamSchema, response: { 200: PlanningEventSchema, ...errorResponses } } },
    async (request) => {
      const event = await repo.planningEvent(request.params.id, new Date());
      if (!event) throw notFound(EXHIBIT_MESSAGES.planningNotFound);
      return event;
    },
  );

  app.get(
    EXHIBIT_API.recentPlanningEvents,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '최근 본 기획전 (2주 이내, 최근 순)',
        security: bearerSecurity,
        querystring: RecentPlanningEventsQuerySchema,
        response: { 200: RecentPlanningEventListSchema, ...errorResponses },
      },
    },
    async (request) => ({ planning_events: await repo.recentPlanningEvents(request.session!.memberId, request.query.limit, new Date()) }),
  );

  app.post(
    EXHIBIT_API.recentPlanningEvents,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '기획전 조회 기록',
        security: bearerSecurity,
        body: RecentPlanningViewBodySchema,
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await repo.recordPlanningView(request.session!.memberId, request.body.planning_event_id, new Date())))
        throw notFound(EXHIBIT_MESSAGES.planningNotFound);
      return { success: true as const };
    },
  );

  app.delete(
    EXHIBIT_API.recentPlanningEvents,
    {
      onRequest: app.authenticate,
      schema: { tags, summary: '최근 본 기획전 전체 삭제', security: bearerSecurity, response: { 200: RecentViewDeletedSchema, ...errorResponses } },
    },
    async (request) => ({ deleted: await repo.removeRecentPlanningViews(request.session!.memberId) }),
  );

  app.delete(
    EXHIBIT_API.recentPlanningEvent,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '최근 본 기획전 하나 삭제',
        security: bearerSecurity,
        params: RecentPlanningEventParamSchema,
        response: { 200: RecentViewDeletedSchema, ...errorResponses },
      },
    },
    // Deleting what is already gone is done, not an error (a second tap, another tab), like recent goods.
    async (request) => ({ deleted: await repo.removeRecentPlanningViews(request.session!.memberId, request.params.id) }),
  );
};

export default legoPagesRoutes;
