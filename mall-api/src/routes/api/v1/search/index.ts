import { MESSAGES } from '@mall/shared-contracts';
import {
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  BasicSearchWordsResponseSchema,
  HotSearchResponseSchema,
  SEARCH_API,
  SEARCH_READY_API,
  SearchFeedbackBodySchema,
  SearchQuerySchema,
  SearchResponseSchema,
  hasSearchFilters,
} from '@mall/shared-contracts/catalog';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createClientBudget } from '../../../../lib/client-budget';
import { notFound } from '../../../../lib/errors';
import { hashToken } from '../../../../lib/tokens';
import { errorResponses } from '../../../../lib/route-schemas';

/** A client's searches that must be computed (not answered from the cache): so many a minute, two at once. */
export const searchClientLimits = (env: NodeJS.ProcessEnv = process.env) => ({
  perMinute: Number(env.SEARCH_CLIENT_LIMIT ?? 30),
  inFlight: Number(env.SEARCH_CLIENT_IN_FLIGHT ?? 2),
});
const SEARCH_BUSY = '검색 요청이 너무 많습니다. 잠시 후 다시 검색해 주세요.';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = searchClientLimits();
  // A new keyword costs the database real work (typo correction, facets): one client cannot queue dozens of
  // them ahead of everyone else's searches. Answers from the cache cost nothing and are not counted.
  const budget = createClientBudget({
    perWindow: limits.perMinute,
    windowMs: 60_000,
    inFlight: limits.inFlight,
    message: SEARCH_BUSY,
  });
  /** The visitor a hot-search vote is counted for: the member, else the trusted client address (never a header the client picks). */
  const voterOf = async (request: FastifyRequest) => {
    const session = await request.resolveSession().catch(() => null);
    return hashToken(session ? `member:${session.memberId}` : `client:${request.ip}`);
  };
  app.get(
    SEARCH_API.search,
    {
      schema: {
        tags: ['search'],
        summary: '상품 검색 (키보드 오타·초성·오타 교정, 필터 집계)',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // Through the result cache (search-cache.ts); what the shopper searched is logged either way.
      const { response: result, json, source } = await app.searchRepository.cachedSearch(query, () => budget.spend(request.ip));
      app.metrics.searchCache.inc({ result: source });
      // A keyword search as typed (its first page, before any filter) counts towards hot searches, once per visitor.
      if (query.page === 1 && result.original_keyword && !hasSearchFilters(query)) {
        await app.searchRepository.logSearch(result.corrected_keyword ?? result.original_keyword, result.paginator.total, await voterOf(request));
      }
      // Serialized as the JSON the response schema encoded when the answer was computed (not again per request).
      return reply
        .header('x-search-cache', source)
        .type('application/json; charset=utf-8')
        .serializer(() => json)
        .send(result);
    },
  );

  app.get(
    SEARCH_READY_API.hot,
    {
      schema: {
        tags: ['search'],
        summary: '인기 검색어 (검색 기록 집계, 순위 변동)',
        response: { 200: HotSearchResponseSchema, ...errorResponses },
      },
    },
    () => app.searchRepository.hotSearches(),
  );

  app.get(
    SEARCH_READY_API.basicWords,
    {
      schema: {
        tags: ['search'],
        summary: '기본 검색어 (검색창 안내 문구와 링크, 화면이 하나를 무작위로 고름)',
        response: { 200: BasicSearchWordsResponseSchema, ...errorResponses },
      },
    },
    () => app.searchRepository.basicSearchWords(),
  );

  app.get(
    SEARCH_READY_API.autocomplete,
    {
      schema: {
        tags: ['search'],
        summary: '자동완성 (초성·자모 일치: 카테고리, 브랜드, 검색어)',
        querystring: AutocompleteQuerySchema,
        response: { 200: AutocompleteResponseSchema, ...errorResponses },
      },
    },
    (request) => app.searchRepository.autocomplete(request.query.keyword),
  );

  app.post(
    SEARCH_API.feedback,
    {
      schema: {
        tags: ['search'],
        summary: '검색 결과 클릭 피드백 (인기순에 반영)',
        body: SearchFeedbackBodySchema,
        response: { 201: SuccessSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await app.searchRepository.addFeedback(request.body.keyword, request.body.goods_id))) {
        throw notFound(MESSAGES.goodsNotFound, 'GOODS_NOT_FOUND');
      }
      return reply.code(201).send({ success: true as const });
    },
  );
};

export default searchRoutes;
