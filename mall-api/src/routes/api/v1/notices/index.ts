import { API, MESSAGES } from '@mall/shared-contracts';
import { IdParamSchema, NoticeDetailSchema, NoticeListSchema, PageQuerySchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDbId, notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';

const noticeNotFound = () => notFound(MESSAGES.noticeNotFound, 'NOTICE_NOT_FOUND');

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.notices,
    { schema: { tags: ['cs'], summary: '공지사항 목록', querystring: PageQuerySchema, response: { 200: NoticeListSchema, ...errorResponses } } },
    (request) => app.noticesRepository.list(request.query.page, request.query.per_page),
  );

  app.get(
    API.notice(':id'),
    {
      // A malformed id is simply a notice that does not exist.
      attachValidation: true,
      schema: { tags: ['cs'], summary: '공지사항 상세', params: IdParamSchema, response: { 200: NoticeDetailSchema, ...errorResponses } },
    },
    async (request) => {
      if (request.validationError || !isDbId(request.params.id)) throw noticeNotFound();
      const notice = await app.noticesRepository.detail(request.params.id);
      if (!notice) throw noticeNotFound();
      return notice;
    },
  );
};

export default noticesRoutes;
