import {
  EXPERIENCE_GROUP_API,
  EXPERIENCE_GROUP_MESSAGES,
  ExperienceApplicationBodySchema,
  ExperienceApplicationCreatedSchema,
  ExperienceGroupDetailSchema,
  ExperienceGroupListQuerySchema,
  ExperienceGroupListSchema,
  ExperienceGroupParamSchema,
  ExperienceReviewBodySchema,
  ExperienceReviewSchema,
} from '@mall/shared-contracts/exhibit';
import { ApiErrorSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** 체험단 (spec "experience-reviews"): lists by tab, detail, one application per member, the selected members' reviews. */
export const experienceGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exhibit'];
  const repo = app.experienceGroupsRepository;

  app.get(
    EXPERIENCE_GROUP_API.groups,
    {
      schema: {
        tags,
        summary: '체험단 목록 (모집 중 · 당첨 발표 · 종료)',
        querystring: ExperienceGroupListQuerySchema,
        response: { 200: ExperienceGroupListSchema, ...errorResponses },
      },
    },
    async (request) => ({ experience_groups: await repo.list(request.query.tab, new Date()) }),
  );

  app.get(
    EXPERIENCE_GROUP_API.group,
    {
      schema: {
        tags,
        summary: '체험단 상세 (로그인하면 내 신청 포함, 발표 후 선정자)',
        security: [{}, ...bearerSecurity],
        params: ExperienceGroupParamSchema,
        response: { 200: ExperienceGroupDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await request.resolveSession();
      const group = await repo.detail(request.params.id, session?.memberId ?? null, new Date());
      if (!group) throw notFound(EXPERIENCE_GROUP_MESSAGES.notFound);
      return group;
    },
  );

  app.post(
    EXPERIENCE_GROUP_API.applications,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '체험단 신청 (1인 1회, 모집 기간에만, 옵션과 체험 계획 필수)',
        security: bearerSecurity,
        params: ExperienceGroupParamSchema,
        body: ExperienceApplicationBodySchema,
        response: { 201: ExperienceApplicationCreatedSchema, 409: ApiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await repo.apply(request.params.id, request.session!.memberId, request.body, new Date());
      if (!created) throw notFound(EXPERIENCE_GROUP_MESSAGES.notFound);
      return reply.code(201).send(created);
    },
  );

  app.post(
    EXPERIENCE_GROUP_API.reviews,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '체험 리뷰 쓰기 (선정된 회원, 리뷰 기간에 1회; 사진은 리뷰 사진 올리기로 먼저 올림)',
        security: bearerSecurity,
        params: ExperienceGroupParamSchema,
        body: ExperienceReviewBodySchema,
        response: { 201: ExperienceReviewSchema, 409: ApiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const review = await repo.writeReview(request.params.id, request.session!.memberId, request.body, new Date());
      if (!review) throw notFound(EXPERIENCE_GROUP_MESSAGES.notFound);
      return reply.code(201).send(review);
    },
  );
};

export default experienceGroupsRoutes;
