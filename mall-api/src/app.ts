import http from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db/client';
import { registerErrorHandling } from './lib/error-handler';
import { authRepositoryPlugin } from './plugins/app/platform/auth/auth-repository';
import { appAccessTokensRepositoryPlugin } from './plugins/app/platform/auth/app-access-tokens-repository';
import { appDevicesRepositoryPlugin } from './plugins/app/platform/app-devices/app-devices-repository';
import { authenticatePlugin } from './plugins/app/platform/auth/authenticate';
import { bruteForcePlugin } from './plugins/app/platform/auth/brute-force';
import { purgePlugin } from './plugins/app/platform/maintenance/purge';
import { jobsPlugin } from './plugins/app/platform/maintenance/jobs';
import { categoriesRepositoryPlugin } from './plugins/app/catalog/categories/categories-repository';
import { cartsRepositoryPlugin } from './plugins/app/order/carts/carts-repository';
import { uidTokensPlugin } from './plugins/app/order/carts/uid-tokens';
import { exhibitEventsRepositoryPlugin } from './plugins/app/exhibit/exhibit/exhibit-events-repository';
import { exhibitRepositoryPlugin } from './plugins/app/exhibit/exhibit/exhibit-repository';
import { rafflesRepositoryPlugin } from './plugins/app/exhibit/raffles/raffles-repository';
import { liveRepositoryPlugin } from './plugins/app/exhibit/live/live-repository';
import { liveCommerceRoutes } from './routes/api/v1/live-commerce/index';
import { experienceGroupsRepositoryPlugin } from './plugins/app/exhibit/experience-groups/experience-groups-repository';
import { specialEventsRepositoryPlugin } from './plugins/app/exhibit/special-events/special-events-repository';
import { goodsRepositoryPlugin } from './plugins/app/catalog/goods/goods-repository';
import { guestRepositoryPlugin } from './plugins/app/order/guest/guest-repository';
import { membersRepositoryPlugin } from './plugins/app/member/members/members-repository';
import { gradeRunsPlugin } from './plugins/app/member/members/grade-runs';
import { personalizationPlugin } from './plugins/app/member/members/personalization';
import { myPayPlugin } from './plugins/app/order/payments/my-pay';
import { myPayRoutes } from './routes/api/v1/orders/my-pay';
import { noticesRepositoryPlugin } from './plugins/app/cs/notices/notices-repository';
import { settingsRepositoryPlugin } from './plugins/app/platform/settings/settings-repository';
import { informationsRepositoryPlugin } from './plugins/app/cs/informations/informations-repository';
import { identityPlugin } from './plugins/app/platform/identity/identity-provider';
import { socialLoginPlugin } from './plugins/app/member/social/social-login';
import { thirdPartyRoutes } from './routes/api/v1/third-party';
import { messageSenderPlugin } from './plugins/app/platform/messaging/message-sender';
import { accountsRepositoryPlugin } from './plugins/app/member/members/accounts-repository';
import { memberInfoRepositoryPlugin } from './plugins/app/member/members/member-info-repository';
import { wishesRepositoryPlugin } from './plugins/app/member/wishes/wishes-repository';
import { ordersRepositoryPlugin } from './plugins/app/order/orders/orders-repository';
import { ordersRoutes } from './routes/api/v1/orders/index';
import { checkoutRoutes } from './routes/api/v1/orders/checkout';
import { checkoutPlugin } from './plugins/app/order/orders/checkout';
import { myOrdersPlugin } from './plugins/app/order/orders/my-orders';
import { complaintsPlugin } from './plugins/app/order/orders/complaints';
import { myOrdersRoutes } from './routes/api/v1/my/orders';
import { myComplaintsRoutes } from './routes/api/v1/my/complaints';
import { wishesRoutes } from './routes/api/v1/my/wishes';
import { benefitsRoutes } from './routes/api/v1/my/benefits';
import { reviewsRoutes } from './routes/api/v1/my/reviews';
import { inquiriesRoutes } from './routes/api/v1/my/inquiries';
import { sellerQnaRoutes } from './routes/api/v1/my/seller-qna';
import { goodsQnaRoutes } from './routes/api/v1/goods/qna';
import { goodsCouponsRoutes } from './routes/api/v1/goods/coupons';
import { giveawaysRoutes } from './routes/api/v1/goods/giveaways';
import { giveawaysRepositoryPlugin } from './plugins/app/catalog/goods-benefits/giveaways-repository';
import { goodsCouponsRepositoryPlugin } from './plugins/app/catalog/goods-benefits/goods-coupons-repository';
import { goodsReviewsRoutes } from './routes/api/v1/goods/reviews';
import { goodsReviewsRepositoryPlugin } from './plugins/app/catalog/goods-reviews/goods-reviews-repository';
import { goodsQnaRepositoryPlugin } from './plugins/app/catalog/goods-qna/goods-qna-repository';
import { inquiriesRepositoryPlugin } from './plugins/app/member/inquiries/inquiries-repository';
import { reviewsRepositoryPlugin } from './plugins/app/member/reviews/reviews-repository';
import { benefitsRepositoryPlugin } from './plugins/app/member/benefits/benefits-repository';
import { searchRepositoryPlugin } from './plugins/app/catalog/search/search-repository';
import { searchRoutes } from './routes/api/v1/search/index';
import { listingRepositoryPlugin } from './plugins/app/catalog/listing/listing-repository';
import { listingRoutes } from './routes/api/v1/listing/index';
import { recentViewsRepositoryPlugin } from './plugins/app/catalog/recent-views/recent-views-repository';
import { recentViewGoodsRoutes } from './routes/api/v1/recent-view/goods';
import { rankingRepositoryPlugin } from './plugins/app/catalog/ranking/ranking-repository';
import { rankingRoutes } from './routes/api/v1/ranking/index';
import { csRoutes } from './routes/api/v1/cs/index';
import { identityVerificationRoutes } from './routes/api/v1/identity-verification/index';
import { membersRoutes } from './routes/api/v1/members/index';
import { identityConfirmRoutes } from './routes/api/v1/auth/identity';
import { sandboxRoutes } from './routes/sandbox/index';
import { sandboxEnabled } from './lib/environment';
import { dbPlugin } from './plugins/external/db';
import { metricsPlugin } from './plugins/external/metrics';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import { requestSpansPlugin } from './lib/tracing';
import { mediaPlugin } from './plugins/external/media';
import { securityPlugin } from './plugins/external/security';
import { readinessPlugin } from './plugins/external/readiness';
import { swaggerPlugin } from './plugins/external/swagger';
import { authRoutes } from './routes/api/v1/auth/index';
import { appAccessTokenRoutes } from './routes/api/v1/auth/app-access-token';
import { appRoutes } from './routes/api/v1/app/index';
import { bannersRoutes } from './routes/api/v1/banners/index';
import { categoriesRoutes } from './routes/api/v1/categories/index';
import { cartsRoutes } from './routes/api/v1/carts/index';
import { goodsRoutes } from './routes/api/v1/goods/index';
import { goodsStateRoutes } from './routes/api/v1/goods/state';
import { guestRoutes } from './routes/api/v1/guest/index';
import { informationsRoutes } from './routes/api/v1/informations/index';
import { legoPagesRoutes } from './routes/api/v1/lego-pages/index';
import { exhibitEventsRoutes } from './routes/api/v1/exhibit-events/index';
import { rafflesRoutes } from './routes/api/v1/raffles/index';
import { experienceGroupsRoutes } from './routes/api/v1/experience-groups/index';
import { specialEventsRoutes } from './routes/api/v1/special-events/index';
import { myRoutes } from './routes/api/v1/my/index';
import { noticesRoutes } from './routes/api/v1/notices/index';
import { popupsRoutes } from './routes/api/v1/popups/index';
import { healthRoutes } from './routes/health/index';
import { clientErrorsRoutes } from './routes/api/v1/client-errors/index';
import { mediaRoutes } from './routes/media/index';

export interface BuildAppOptions {
  /** An already migrated database; when omitted the db plugin opens one from the environment. */
  db?: DbHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Only the hops we run may say who the client is (X-Forwarded-For): by default the loopback, where the
 * shell's proxy and the dev server sit; a deployment names its load balancer in TRUSTED_PROXIES
 * (comma-separated addresses or CIDRs). Anyone else's header is ignored, so no client picks its own
 * rate-limit bucket.
 */
export function trustedProxies(): string[] {
  const configured = process.env.TRUSTED_PROXIES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return configured?.length ? configured : ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
}

/** External plugins, then domain repositories, then routes (fastify/demo layout). */
export async function buildApp({ db, logger = false }: BuildAppOptions = {}) {
  const app = Fastify({
    logger,
    trustProxy: trustedProxies(),
    // The shell's proxy names each request (x-request-id): its logs and ours carry the same id.
    genReqId: requestIdOf,
    // Bodies are small JSON; routes that take more say so (bodyLimit per route).
    bodyLimit: 64 * 1024,
    // A request must arrive whole within 10 s (no body dripped a byte at a time), checked every second
    // (Node's default check runs every 30 s); idle sockets close.
    serverFactory: (handler) => {
      const requestTimeout = Number(process.env.REQUEST_TIMEOUT_MS ?? 10_000);
      const server = http.createServer(
        { requestTimeout, headersTimeout: Math.min(requestTimeout, 10_000), connectionsCheckingInterval: 250, keepAliveTimeout: 5_000 },
        handler,
      );
      server.setTimeout(30_000);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: the 405 detection records every route as it is added.
  registerErrorHandling(app);
  // Every answer names its request, as the logs do: a shopper's report or a proxy's log finds ours.
  app.addHook('onRequest', async (request, reply) => void reply.header(REQUEST_ID_HEADER, request.id));
  // With tracing on (lib/tracing.ts), each request is a span continuing the caller's traceparent.
  const requestSpans = requestSpansPlugin();
  if (requestSpans) await app.register(requestSpans);

  await app.register(dbPlugin, db ? { handle: db } : {});
  await app.register(metricsPlugin);
  await app.register(jobsPlugin);
  await app.register(mediaPlugin);
  await app.register(securityPlugin);
  await app.register(readinessPlugin);
  await app.register(swaggerPlugin);

  await app.register(goodsRepositoryPlugin);
  await app.register(rankingRepositoryPlugin);
  await app.register(personalizationPlugin);
  await app.register(exhibitRepositoryPlugin);
  await app.register(exhibitEventsRepositoryPlugin);
  await app.register(rafflesRepositoryPlugin);
  await app.register(liveRepositoryPlugin);
  await app.register(experienceGroupsRepositoryPlugin);
  await app.register(specialEventsRepositoryPlugin);
  await app.register(authRepositoryPlugin);
  await app.register(authenticatePlugin);
  await app.register(bruteForcePlugin);
  await app.register(ordersRepositoryPlugin);
  await app.register(membersRepositoryPlugin);
  await app.register(gradeRunsPlugin);
  await app.register(myPayPlugin);
  await app.register(cartsRepositoryPlugin);
  await app.register(uidTokensPlugin);
  await app.register(noticesRepositoryPlugin);
  await app.register(appDevicesRepositoryPlugin);
  await app.register(appAccessTokensRepositoryPlugin);
  await app.register(guestRepositoryPlugin);
  await app.register(categoriesRepositoryPlugin);
  await app.register(settingsRepositoryPlugin);
  await app.register(informationsRepositoryPlugin);
  await app.register(identityPlugin);
  await app.register(messageSenderPlugin);
  await app.register(accountsRepositoryPlugin);
  await app.register(socialLoginPlugin);
  await app.register(memberInfoRepositoryPlugin);
  await app.register(wishesRepositoryPlugin);
  await app.register(benefitsRepositoryPlugin);
  await app.register(reviewsRepositoryPlugin);
  await app.register(inquiriesRepositoryPlugin);
  await app.register(goodsQnaRepositoryPlugin);
  await app.register(goodsCouponsRepositoryPlugin);
  await app.register(giveawaysRepositoryPlugin);
  await app.register(goodsReviewsRepositoryPlugin);
  await app.register(searchRepositoryPlugin);
  await app.register(listingRepositoryPlugin);
  await app.register(recentViewsRepositoryPlugin);
  await app.register(checkoutPlugin);
  await app.register(myOrdersPlugin);
  await app.register(complaintsPlugin);
  // After every repository it sweeps (my-orders releases overdue virtual accounts).
  await app.register(purgePlugin);

  for (const routes of [
    informationsRoutes,
    legoPagesRoutes,
    exhibitEventsRoutes,
    rafflesRoutes,
    liveCommerceRoutes,
    experienceGroupsRoutes,
    specialEventsRoutes,
    bannersRoutes,
    goodsRoutes,
    cartsRoutes,
    authRoutes,
    myRoutes,
    noticesRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(appRoutes);
  await app.register(appAccessTokenRoutes);
  await app.register(guestRoutes);
  await app.register(categoriesRoutes);
  await app.register(popupsRoutes);
  await app.register(identityVerificationRoutes);
  await app.register(membersRoutes);
  await app.register(thirdPartyRoutes);
  await app.register(identityConfirmRoutes);
  await app.register(wishesRoutes);
  await app.register(benefitsRoutes);
  await app.register(reviewsRoutes);
  await app.register(inquiriesRoutes);
  await app.register(goodsQnaRoutes);
  await app.register(goodsCouponsRoutes);
  await app.register(giveawaysRoutes);
  await app.register(goodsReviewsRoutes);
  await app.register(goodsStateRoutes);
  await app.register(sellerQnaRoutes);
  await app.register(csRoutes);
  await app.register(ordersRoutes);
  await app.register(myPayRoutes);
  await app.register(searchRoutes);
  await app.register(listingRoutes);
  await app.register(recentViewGoodsRoutes);
  await app.register(rankingRoutes);
  await app.register(checkoutRoutes);
  await app.register(myOrdersRoutes);
  await app.register(myComplaintsRoutes);
  await app.register(clientErrorsRoutes);
  // The external services' sandbox pages exist outside production only (lib/environment.ts).
  if (sandboxEnabled()) await app.register(sandboxRoutes);
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
