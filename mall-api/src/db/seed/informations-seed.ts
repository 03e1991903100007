import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { banks, deliveryCompanies, reasons } from '../schema';
import { BANKS } from '../../plugins/app/cs/informations/banks';
import { DELIVERY_COMPANIES, REASONS } from './informations-data';

/** Reference data, seeded once (an existing mall keeps what its operators changed). */
export async function seedInformations(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(banks);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(banks).values(BANKS.map((b, i) => ({ ...b, sortOrder: i + 1 })));
    await tx.insert(deliveryCompanies).values(DELIVERY_COMPANIES.map((d, i) => ({ ...d, sortOrder: i + 1 })));
    await tx.insert(reasons).values(
      Object.entries(REASONS).flatMap(([type, list]) =>
        list.map((r, i) => ({
          type: type as keyof typeof REASONS,
          code: r.code,
          label: r.label,
          detailReasonRequired: r.detailReasonRequired ?? false,
          fault: r.fault ?? null,
          sortOrder: i + 1,
        })),
      ),
    );
  });
  return true;
}
