import { and, isNull, lt, or } from 'drizzle-orm';
import { SEARCH_READY_LIMITS } from '@mall/shared-contracts/catalog';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_RETENTION_MS } from '../../order/orders/idempotency';
import {
  accountTokens,
  captchas,
  carts,
  guestSessions,
  identityVerifications,
  liveRoomTokens,
  recentGoodsViews,
  reviewPhotos,
  scheduledJobRuns,
  sandboxOauthGrants,
  searchVotes,
  socialAuthentications,
} from '../../../../db/schema';
import { RECENT_VIEW_WINDOW_MS } from '../../catalog/recent-views/recent-views-repository';

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
const MINUTE = 60_000;
/** Scheduled job runs are kept this long (what ran, when, with which counts). */
const JOB_RUN_DAYS = 14;

/**
 * The purge job (issue 14): expired rows do not pile up (a table of failures is also a table an
 * attacker fills). Scheduled work, once per fleet through app.jobs (jobs.ts; server.ts starts the
 * scheduler, tests call the functions or runDue directly):
 * - `purge` every hour;
 * - `monthly-regrade` every hour: the month's re-grade if it has not run (grade-runs.ts keys it by the
 *   month under its own advisory lock, docs/adr/0019);
 * - `order-holds` every minute: unpaid sheets past their hold give their stock back (issue 25, stock
 *   hoarding), so goods detail stops showing 품절 for units nobody is paying for; the hourly purge would
 *   be too late for a 10-minute hold.
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
        jobRuns: await count(
          app.db
            .delete(scheduledJobRuns)
            .where(lt(scheduledJobRuns.slot, new Date(now.getTime() - JOB_RUN_DAYS * DAY)))
            .returning({ job: scheduledJobRuns.job }),
        ),
      };
    });
    app.jobs.register('purge', HOUR, ({ now }) => app.purgeExpired(now));
    app.jobs.register('monthly-regrade', HOUR, ({ now }) => app.gradeRuns.runDue(now));
    app.jobs.register('order-holds', MINUTE, async ({ now }) => ({ released: await app.ordersRepository.releaseExpired(now) }), { quiet: true });
  },
  {
    name: 'purge',
    dependencies: ['db', 'jobs', 'auth-repository', 'brute-force', 'orders-repository', 'my-orders', 'reviews-repository', 'grade-runs'],
  },
);

export default purgePlugin;
