import {
  MyRaffleListSchema,
  RAFFLE_API,
  RAFFLE_MESSAGES,
  RaffleDetailSchema,
  RaffleEntryBodySchema,
  RaffleEntryCreatedSchema,
  RaffleListQuerySchema,
  RaffleListSchema,
  RaffleParamSchema,
  RaffleWinnersSchema,
} from '@mall/shared-contracts/exhibit';
import { ApiErrorSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** 래플: lists by state, detail (with the caller's entry), one entry per member, masked winners, and My page's list. */
export const rafflesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exhibit'];
  const repo = app.rafflesRepository;

  app.get(
    RAFFLE_API.raffles,
    { schema: { tags, summary: '래플 목록 (상태별)', querystring: RaffleListQuerySchema, response: { 200: RaffleListSchema, ...errorResponses } } },
    async (request) => ({ raffles: await repo.list(request.query.state, new Date()) }),
  );

  app.get(
    RAFFLE_API.raffle,
    {
      schema: {
        tags,
        summary: '래플 상세 (로그인하면 내 응모 포함)',
        security: [{}, ...bearerSecurity],
        params: RaffleParamSchema,
        response: { 200: RaffleDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await request.resolveSession();
      const raffle = await repo.detail(request.params.id, session?.memberId ?? null, new Date());
      if (!raffle) throw notFound(RAFFLE_MESSAGES.notFound);
      return raffle;
    },
  );

  app.post(
    RAFFLE_API.entries,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '래플 응모 (1인 1회, 사이즈 선택과 유의사항 동의 필수)',
        security: bearerSecurity,
        params: RaffleParamSchema,
        body: RaffleEntryBodySchema,
        response: { 201: RaffleEntryCreatedSchema, 409: ApiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const entry = await repo.enter(request.params.id, request.session!.memberId, request.body, new Date());
      if (!entry) throw notFound(RAFFLE_MESSAGES.notFound);
      return reply.code(201).send(entry);
    },
  );

  app.get(
    RAFFLE_API.winners,
    {
      schema: {
        tags,
        summary: '래플 당첨자 (발표 후, 이름과 아이디 일부 가림)',
        params: RaffleParamSchema,
        response: { 200: RaffleWinnersSchema, ...errorResponses },
      },
    },
    async (request) => {
      const winners = await repo.winners(request.params.id, new Date());
      if (!winners) throw notFound(RAFFLE_MESSAGES.notFound);
      return winners;
    },
  );

  app.get(
    RAFFLE_API.myRaffles,
    {
      onRequest: app.authenticate,
      schema: { tags, summary: '내가 응모한 래플 (결과 포함)', security: bearerSecurity, response: { 200: MyRaffleListSchema, ...errorResponses } },
    },
    async (request) => ({ raffles: await repo.mine(request.session!.memberId, new Date()) }),
  );
};

export default rafflesRoutes;
