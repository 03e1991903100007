import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { DOWNLOAD_COUPONS } from './goods-benefits-data';
import { SEED_EPOCH } from './goods-factory';

const DAY = 86_400_000;
const day = (n: number) => new Date(SEED_EPOCH + n * DAY);

/** Once: the coupons downloaded on goods detail. */
export async function seedGoodsBenefits(db: Database): Promise<boolean> {
  const titles = DOWNLOAD_COUPONS.map((c) => c.title);
  const present = await db.select({ id: t.coupons.id }).from(t.coupons).where(inArray(t.coupons.title, titles));
  if (present.length > 0) return false;
  await db.insert(t.coupons).values(
    DOWNLOAD_COUPONS.map((c) => ({
      title: c.title,
      typeLabel: c.typeLabel,
      discountType: c.discountType,
      discountValue: c.discountValue,
      applyRangeType: c.applyRangeType,
      applyTargetIds: c.applyTargetIds ?? [],
      maximumDiscountAmount: c.maximumDiscountAmount ?? null,
      minSellPrice: c.minSellPrice ?? 0,
      usableDevices: c.usableDevices ?? ['pc', 'mobile', 'app'],
      isDownloadable: c.isDownloadable ?? false,
      isUnlimited: c.validUntilDay === null && !c.validDaysAfterIssue,
      validFrom: day(c.validFromDay),
      validUntil: c.validUntilDay === null ? null : day(c.validUntilDay),
      validDaysAfterIssue: c.validDaysAfterIssue ?? null,
    })),
  );
  return true;
}
