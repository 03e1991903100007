import { selectionOrder } from '@mall/shared-contracts/exhibit';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { experienceGroupApplications, experienceGroups } from '../../../../db/schema';

/**
 * Selects the members of every experience group whose applications closed by `now` and that has no
 * selection yet (rule: `selectionOrder`), storing the ranks once: the `selected_at IS NULL` claim makes
 * a concurrent second selection a no-op. Returns how many groups it selected.
 */
export async function selectDueExperienceGroups(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: experienceGroups.id })
    .from(experienceGroups)
    .where(and(isNull(experienceGroups.selectedAt), lte(experienceGroups.endAt, now)));
  let selected = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(experienceGroups)
        .set({ selectedAt: now })
        .where(and(eq(experienceGroups.id, id), isNull(experienceGroups.selectedAt)))
        .returning({ recruitCount: experienceGroups.recruitCount });
      if (!claimed) return false;
      const applications = await tx
        .select({ id: experienceGroupApplications.id })
        .from(experienceGroupApplications)
        .where(eq(experienceGroupApplications.experienceGroupId, id))
        .orderBy(asc(experienceGroupApplications.id));
      const chosen = selectionOrder(
        id,
        applications.map((a) => a.id),
        claimed.recruitCount,
      );
      for (const [i, applicationId] of chosen.entries()) {
        await tx
          .update(experienceGroupApplications)
          .set({ selectedRank: i + 1 })
          .where(eq(experienceGroupApplications.id, applicationId));
      }
      return true;
    });
    if (done) selected++;
  }
  return selected;
}
