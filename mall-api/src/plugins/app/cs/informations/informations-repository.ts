import type { Bank, DeliveryCompany, Reason, ReasonType } from '@mall/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { banks, deliveryCompanies, reasons } from '../../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    informationsRepository: InformationsRepository;
  }
}

export function createInformationsRepository(db: Database) {
  return {
    async banks(): Promise<Bank[]> {
      return db.select({ code: banks.code, name: banks.name }).from(banks).orderBy(asc(banks.sortOrder));
    },

    async deliveryCompanies(): Promise<DeliveryCompany[]> {
      const rows = await db.select().from(deliveryCompanies).orderBy(asc(deliveryCompanies.sortOrder));
      return rows.map((d) => ({ code: d.code, name: d.name, phone: d.phone, tracking_url_template: d.trackingUrlTemplate }));
    },

    async reasons(type: ReasonType): Promise<Reason[]> {
      const rows = await db.select().from(reasons).where(eq(reasons.type, type)).orderBy(asc(reasons.sortOrder));
      return rows.map((r) => ({ code: r.code, label: r.label, detail_reason_required: r.detailReasonRequired, fault: r.fault }));
    },

    /** A reason a request names, or null when the code is not one of the type's list. */
    async reason(type: ReasonType, code: string): Promise<Reason | null> {
      const [r] = await db
        .select()
        .from(reasons)
        .where(and(eq(reasons.type, type), eq(reasons.code, code)));
      return r ? { code: r.code, label: r.label, detail_reason_required: r.detailReasonRequired, fault: r.fault } : null;
    },
  };
}
export type InformationsRepository = ReturnType<typeof createInformationsRepository>;

export const informationsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('informationsRepository', createInformationsRepository(app.db));
  },
  { name: 'informations-repository', dependencies: ['db'] },
);

export default informationsRepositoryPlugin;
