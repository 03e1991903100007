import {
  LIVE_API,
  LIVE_MESSAGES,
  LIVE_TOKEN_HEADER,
  LiveActivesSchema,
  LiveChatBodySchema,
  LiveChatListSchema,
  LiveChatMessageSchema,
  LiveChatQuerySchema,
  LiveRoomDetailSchema,
  LiveRoomParamSchema,
  LiveSchedulesSchema,
  LiveUserTokenSchema,
} from '@mall/shared-contracts/exhibit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

const liveToken = (request: FastifyRequest) => {
  const value = request.headers[LIVE_TOKEN_HEADER];
  return typeof value === 'string' && value ? value : null;
};

/** 라이브 커머스 (spec "Live commerce: user-token, schedules, actives"): the lists, a room, its user token and chat feed. */
export const liveCommerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exhibit'];
  const repo = app.liveRepository;

  app.get(LIVE_API.actives, { schema: { tags, summary: '방송 중인 라이브', response: { 200: LiveActivesSchema, ...errorResponses } } }, async () => ({
    live_rooms: await repo.actives(new Date()),
  }));

  app.get(
    LIVE_API.schedules,
    { schema: { tags, summary: '라이브 편성표 (방송 예정, 지난 방송 다시보기)', response: { 200: LiveSchedulesSchema, ...errorResponses } } },
    async () => repo.schedules(new Date()),
  );

  app.get(
    LIVE_API.room,
    { schema: { tags, summary: '라이브 방송 (상품, 샌드박스 영상)', params: LiveRoomParamSchema, response: { 200: LiveRoomDetailSchema, ...errorResponses } } },
    async (request) => {
      const room = await repo.detail(request.params.roomId, new Date());
      if (!room) throw notFound(LIVE_MESSAGES.notFound);
      return room;
    },
  );

  app.post(
    LIVE_API.userToken,
    {
      schema: {
        tags,
        summary: '라이브 시청 토큰 (회원은 채팅 가능, 비회원은 보기만)',
        security: [{}, ...bearerSecurity],
        params: LiveRoomParamSchema,
        response: { 201: LiveUserTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await request.resolveSession();
      const token = await repo.issueToken(request.params.roomId, session?.memberId ?? null, new Date());
      if (!token) throw notFound(LIVE_MESSAGES.notFound);
      return reply.code(201).send(token);
    },
  );

  app.get(
    LIVE_API.chat,
    {
      schema: {
        tags,
        summary: '라이브 채팅 (최근 50개, after 이후만)',
        params: LiveRoomParamSchema,
        querystring: LiveChatQuerySchema,
        response: { 200: LiveChatListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const messages = await repo.chat(request.params.roomId, request.query.after, liveToken(request), new Date());
      if (!messages) throw notFound(LIVE_MESSAGES.notFound);
      return { messages };
    },
  );

  app.post(
    LIVE_API.chat,
    {
      schema: {
        tags,
        summary: `라이브 채팅 쓰기 (${LIVE_TOKEN_HEADER} 헤더의 회원 토큰, 방송 중, 100자까지)`,
        params: LiveRoomParamSchema,
        body: LiveChatBodySchema,
        response: { 201: LiveChatMessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = await repo.post(request.params.roomId, liveToken(request), request.body.body, new Date());
      if (!message) throw notFound(LIVE_MESSAGES.notFound);
      return reply.code(201).send(message);
    },
  );
};

export default liveCommerceRoutes;
