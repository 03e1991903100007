import { asc, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import * as t from '../schema';
import { DEMO_MEMBER } from './content-data';
import { SEED_EPOCH } from './goods-factory';
import { seededReviewers } from './reviews-seed';

const DAY = 86_400_000;

/**
 * Who takes part in the seeded events (raffles, experience groups): the seeded reviewers in id order,
 * the demo member and the WELCOME grade a journey's own member gets. Null until they all exist.
 */
export async function eventParticipants(db: Database) {
  const reviewers = await seededReviewers(db);
  const [demo] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.loginId, DEMO_MEMBER.loginId));
  const [welcome] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.code, 'WELCOME'));
  return demo && welcome && reviewers.length ? { reviewers, demo, welcomeGradeId: welcome.id } : null;
}

/** The options of these goods, in their display order. */
export function optionsOfGoods(db: Database, goodsIds: readonly number[]) {
  return db
    .select({ id: t.goodsOptions.id, goodsId: t.goodsOptions.goodsId })
    .from(t.goodsOptions)
    .where(inArray(t.goodsOptions.goodsId, [...goodsIds]))
    .orderBy(asc(t.goodsOptions.sortOrder), asc(t.goodsOptions.id));
}

/**
 * A journey's own member (WELCOME grade), so a journey that changes data never writes on the demo
 * member. A fixed salt keeps the seeded row byte-identical between runs, as for the demo member.
 */
export async function insertJourneyMember(
  tx: Pick<Database, 'insert'>,
  member: { loginId: string; password: string; name: string },
  salt: string,
  gradeId: number,
  now: number,
): Promise<number> {
  const passwordHash = await hashPassword(member.password, Buffer.from(salt));
  const [row] = await tx
    .insert(t.members)
    .values({
      loginId: member.loginId,
      passwordHash,
      name: member.name,
      gradeId,
      lastLoginAt: new Date(SEED_EPOCH),
      passwordChangedAt: new Date(now),
      createdAt: new Date(SEED_EPOCH - 30 * DAY),
    })
    .onConflictDoUpdate({ target: t.members.loginId, set: { name: member.name } })
    .returning({ id: t.members.id });
  return row!.id;
}
