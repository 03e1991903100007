import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import { grades, members, policies } from '../schema';
import { GRADES } from '../../plugins/app/member/members/grades';
import { POLICIES } from './policies-data';
import { DORMANT_MEMBER, STALE_PASSWORD_MEMBER } from './content-data';
import { SEED_EPOCH } from './goods-factory';

const DAY = 86_400_000;

/** Demo members beyond the main demo account, each added once by login id (ids come from the sequence). */
export async function seedDemoMembers(db: Database): Promise<boolean> {
  const [welcome] = await db.select({ id: grades.id }).from(grades).where(eq(grades.code, 'WELCOME'));
  if (!welcome) return false;
  const now = Date.now();
  const extra = [
    {
      loginId: DORMANT_MEMBER.loginId,
      // A fixed salt keeps the seeded row byte-identical between runs, as for the demo member.
      password: [DORMANT_MEMBER.password, 'k-mall-sleeper-salt'],
      name: DORMANT_MEMBER.name,
      lastLoginAt: new Date(SEED_EPOCH - DORMANT_MEMBER.dormantForDays * DAY),
      passwordChangedAt: new Date(now),
      createdAt: new Date(SEED_EPOCH - 900 * DAY),
    },
    {
      loginId: STALE_PASSWORD_MEMBER.loginId,
      password: [STALE_PASSWORD_MEMBER.password, 'k-mall-oldpass-salt'],
      name: STALE_PASSWORD_MEMBER.name,
      lastLoginAt: new Date(now - 3 * DAY),
      passwordChangedAt: new Date(now - STALE_PASSWORD_MEMBER.passwordAgeDays * DAY),
      createdAt: new Date(SEED_EPOCH - 300 * DAY),
    },
  ] as const;
  let added = false;
  for (const { password, ...member } of extra) {
    const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, member.loginId));
    if (existing) continue;
    await db.insert(members).values({ ...member, passwordHash: await hashPassword(password[0], Buffer.from(password[1])), gradeId: welcome.id });
    added = true;
  }
  return added;
}

/** Terms and policies with their versions, seeded once. */
export async function seedPolicies(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: policies.id }).from(policies).limit(1);
  if (existing) return false;
  await db.insert(policies).values(
    POLICIES.flatMap((p, i) =>
      p.versions.map((v) => ({
        code: p.code,
        label: p.label,
        isRequired: p.isRequired,
        version: v.version,
        contents: v.contents,
        effectiveAt: new Date(`${v.effective}T00:00:00+09:00`),
        sortOrder: i + 1,
      })),
    ),
  );
  return true;
}

/** Grade benefits and review points for a mall seeded before grades had them. */
export async function seedGradeBenefits(db: Database): Promise<void> {
  for (const grade of GRADES) {
    await db
      .update(grades)
      .set({ benefits: [...grade.benefits], textReviewPoint: grade.textReviewPoint, photoReviewPoint: grade.photoReviewPoint })
      .where(and(eq(grades.code, grade.code), sql`${grades.benefits} = '[]'::jsonb`));
  }
}
