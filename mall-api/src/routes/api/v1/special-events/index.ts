import {
  SPECIAL_EVENT_API,
  SPECIAL_EVENT_MESSAGES,
  SpecialEventListQuerySchema,
  SpecialEventListSchema,
  SpecialEventParamSchema,
  SpecialEventSchema,
} from '@mall/shared-contracts/exhibit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';

/** 스페셜 이벤트: lists by state and the detail with how to take part, notes and goods. */
export const specialEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exhibit'];
  const repo = app.specialEventsRepository;

  app.get(
    SPECIAL_EVENT_API.specialEvents,
    {
      schema: {
        tags,
        summary: '스페셜 이벤트 목록 (상태별)',
        querystring: SpecialEventListQuerySchema,
        response: { 200: SpecialEventListSchema, ...errorResponses },
      },
    },
    async (request) => ({ special_events: await repo.list(request.query.state, new Date()) }),
  );

  app.get(
    SPECIAL_EVENT_API.specialEvent,
    { schema: { tags, summary: '스페셜 이벤트 상세', params: SpecialEventParamSchema, response: { 200: SpecialEventSchema, ...errorResponses } } },
    async (request) => {
      const event = await repo.detail(request.params.id, new Date());
      if (!event) throw notFound(SPECIAL_EVENT_MESSAGES.notFound);
      return event;
    },
  );
};

export default specialEventsRoutes;
