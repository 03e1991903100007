import { and, isNull, lt, or } from 'drizzle-orm';
import { SEARCH_READY_LIMITS } from '@mall/shared-contracts/catalog';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_RETENTION_MS } from '../orders/idempotency';
import {
  accountTokens,
  captchas,
  carts,
  guestSessions,
  identityVerifications,
  liveRoomTokens,
  recentGoodsViews,
  reviewPhotos,
  sandboxOauthGrants,
  searchVotes,
  socialAuthentications,
} from '../../../db/schema';
import { RECENT_VIEW_WINDOW_MS } from '../recent-views/recent-views-repository';
import type { Metrics } from '../../external/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes what has expired (sessions, guest sessions, counters, captchas, grants, live-commerce viewer tokens, stale guest carts, idempotency keys, recent views past two weeks) ends unpaid orders past their reservation and virtual-account orders past their deposit deadline; returns counts. */
    purgeExpired: (now?: Date) => Promise<Record<string, number>>;
  }
}

const DAY = 86_400_000;
/** A visitor's cart nobody touched for this long belongs to no one any more. */
const GUEST_CART_DAYS = 30;
const HOUR = 3_600_000;

/**
 * The purge job (issue 14): expired rows do not pile up (a table of failures is also a table an
 * attacker fills). server.ts runs it every hour; tests call it directly.
 */
export const purgePlugin = fp(
  async (app) => {
    app.decorate('purgeExpired', async (now = new Date()) => {
      const dayAgo = new Date(now.getTime() - DAY);
      const count = async (query: Promise<unknown[]>) => (await query).length;
      return {
        sessions: await app.authRepository.purge(dayAgo),
        guestSessions: await count(app.db.delete(guestSessions).where(lt(guestSessions.expiresAt, dayAgo)).returning({ id: guestSessions.id })),
        failureCounters: await app.failureCounters.purge(dayAgo),
        captchas: await count(app.db.delete(captchas).where(lt(captchas.expiresAt, dayAgo)).returning({ id: captchas.id })),
        // A hot-search vote older than twice the window counts for nothing any more.
        searchVotes: await count(
          app.db
            .delete(searchVotes)
            .where(lt(searchVotes.votedAt, new Date(now.getTime() - 2 * SEARCH_READY_LIMITS.hotWindowHours * HOUR)))
            .returning({ keyword: searchVotes.keyword }),
        ),
        accountTokens: await count(app.db.delete(accountTokens).where(lt(accountTokens.expiresAt, dayAgo)).returning({ id: accountTokens.id })),
        identityVerifications: await count(
          app.db
            .delete(identityVerifications)
            .where(
              or(
                lt(identityVerifications.expiresAt, new Date(now.getTime() - 30 * DAY)),
                and(isNull(identityVerifications.usedAt), lt(identityVerifications.expiresAt, dayAgo)),
              ),
            )
            .returning({ id: identityVerifications.id }),
        ),
        socialAuthentications: await count(
          app.db.delete(socialAuthentications).where(lt(socialAuthentications.expiresAt, dayAgo)).returning({ id: socialAuthentications.id }),
        ),
        sandboxOauthGrants: await count(
          app.db.delete(sandboxOauthGrants).where(lt(sandboxOauthGrants.expiresAt, dayAgo)).returning({ id: sandboxOauthGrants.id }),
        ),
        // A viewer token per visit of a live room (LIVE_LIMITS.tokenHours): useless once expired.
        liveRoomTokens: await count(app.db.delete(liveRoomTokens).where(lt(liveRoomTokens.expiresAt, dayAgo)).returning({ id: liveRoomTokens.id })),
        // Unpaid orders past their reservation give their stock back (the sheet also does it when read).
        expiredOrders: await app.ordersRepository.releaseExpired(now),
        // Virtual accounts past their deposit deadline: closed, the order cancelled, what it spent back once.
        overdueDeposits: await app.myOrders.releaseOverdueDeposits(now),
        idempotencyKeys: await app.idempotency.purge(new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
        // Review photos uploaded a day ago that no review took (the member left the form).
        // Their bytes in the media store go with them.
        reviewPhotos: await app.db
          .delete(reviewPhotos)
          .where(and(isNull(reviewPhotos.reviewId), isNull(reviewPhotos.experienceReviewId), lt(reviewPhotos.createdAt, dayAgo)))
          .returning({ key: reviewPhotos.storageKey })
          .then(async (rows) => {
            await app.reviewsRepository.dropStoredPhotos(rows.map((r) => r.key));
            return rows.length;
          }),
        guestCarts: await count(
          app.db
            .delete(carts)
            .where(and(isNull(carts.memberId), lt(carts.updatedAt, new Date(now.getTime() - GUEST_CART_DAYS * DAY))))
            .returning({ id: carts.id }),
        ),
        // Past the two weeks the recent views show (a visitor's device may never come back).
        recentGoodsViews: await count(
          app.db
            .delete(recentGoodsViews)
            .where(lt(recentGoodsViews.viewedAt, new Date(now.getTime() - RECENT_VIEW_WINDOW_MS)))
            .returning({ id: recentGoodsViews.id }),
        ),
      };
    });
  },
  { name: 'purge', dependencies: ['db', 'auth-repository', 'brute-force', 'orders-repository', 'my-orders', 'reviews-repository'] },
);

/**
 * The hourly job of each server (not in tests; errors are logged, never fatal): the purge, then the
 * month's re-grade if it has not run (grade-runs.ts: advisory-locked and keyed by the month, so a
 * fleet whose servers all tick runs it once). A job queue will call the same two functions.
 */
export function schedulePurge(app: {
  purgeExpired: () => Promise<Record<string, number>>;
  gradeRuns: { runDue: () => Promise<{ status: string }> };
  metrics: Pick<Metrics, 'job'>;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
}) {
  const run = async () => {
    await app.metrics.job('purge', () => app.purgeExpired()).then(
      (purged) => app.log.info({ purged }, 'purged expired rows'),
      (error: unknown) => app.log.warn({ error: String(error) }, 'purge failed'),
    );
    await app.metrics.job('monthly-regrade', () => app.gradeRuns.runDue()).then(
      (regrade) => app.log.info({ regrade }, 'monthly re-grade checked'),
      (error: unknown) => app.log.warn({ error: String(error) }, 're-grade failed'),
    );
  };
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}

/**
 * Unpaid sheets past their hold give their stock back within a minute (issue 25, stock hoarding), so
 * goods detail stops showing 품절 for units nobody is paying for; the hourly purge would be too late
 * for a 10-minute hold. Errors are logged, never fatal.
 */
export function scheduleHoldRelease(app: {
  ordersRepository: { releaseExpired: () => Promise<number> };
  metrics: Pick<Metrics, 'job'>;
  log: { warn: (o: object, m: string) => void };
}) {
  const timer = setInterval(() => {
    app.metrics.job('hold-release', () => app.ordersRepository.releaseExpired()).catch((error: unknown) => app.log.warn({ error: String(error) }, 'releasing expired order holds failed'));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
