import type { GradeBenefitList } from '@mall/shared-contracts/cs';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { grades, shopSettings } from '../../../../db/schema';

/**
 * Every grade as shoppers read it, lowest first: the shop settings' grade colours over the stored
 * ones. My page's grade page (grade-up-condition) and the customer centre's public list share it.
 */
export async function gradeBenefits(db: Database): Promise<GradeBenefitList['grades']> {
  const all = await db.select().from(grades).orderBy(asc(grades.sortOrder));
  const [colorsRow] = await db.select().from(shopSettings).where(eq(shopSettings.key, 'grade_colors'));
  const colors = (colorsRow?.value ?? {}) as Record<string, string>;
  return all.map((g) => ({
    code: g.code,
    name: g.name,
    color: colors[g.code] ?? g.color,
    min_purchase_amount: g.minPurchaseAmount,
    benefits: g.benefits,
    text_review_point: g.textReviewPoint,
    photo_review_point: g.photoReviewPoint,
  }));
}
