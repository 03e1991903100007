import type { AppDevice, AppVersionInfo, PushAgreementBody, PushTokenBody } from '@mall/shared-contracts';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { appDevices, appVersions } from '../../../db/schema';
import { unprocessable } from '../../../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    appDevicesRepository: AppDevicesRepository;
  }
}

type DeviceRow = typeof appDevices.$inferSelect;

const toDevice = (row: DeviceRow): AppDevice => ({
  uuid: row.uuid,
  os: row.os,
  app_version: row.appVersion,
  has_push_token: row.pushToken !== null,
  is_member_linked: row.memberId !== null,
  push_agreed: row.pushAgreed,
  push_agreed_at: row.pushAgreedAt?.toISOString() ?? null,
  night_push_agreed: row.nightPushAgreed,
  night_push_agreed_at: row.nightPushAgreedAt?.toISOString() ?? null,
});

export const NIGHT_PUSH_NEEDS_PUSH = '야간 푸시 알림은 푸시 알림 수신에 동의한 뒤 설정할 수 있습니다.';

export function createAppDevicesRepository(db: Database) {
  async function find(uuid: string) {
    const [row] = await db.select().from(appDevices).where(eq(appDevices.uuid, uuid));
    return row ?? null;
  }

  return {
    /** Store or update the push token of a device; the member is whoever is logged in now (none after logout). */
    async storePushToken(body: PushTokenBody, memberId: number | null): Promise<AppDevice> {
      const now = new Date();
      const values = { os: body.os, appVersion: body.app_version, pushToken: body.push_token, memberId, updatedAt: now };
      const [row] = await db
        .insert(appDevices)
        .values({ uuid: body.uuid, ...values })
        .onConflictDoUpdate({ target: appDevices.uuid, set: values })
        .returning();
      return toDevice(row!);
    },

    async find(uuid: string): Promise<AppDevice | null> {
      const row = await find(uuid);
      return row ? toDevice(row) : null;
    },

    /**
     * Consents change with the date of the change. Night push needs push (now or in the same
     * request); refusing push refuses night push too. null when the device is unknown.
     */
    async setAgreement(body: PushAgreementBody): Promise<AppDevice | null> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [row] = await tx.select().from(appDevices).where(eq(appDevices.uuid, body.uuid)).for('update');
        if (!row) return null;
        const push = body.push_agreed ?? row.pushAgreed;
        let night = body.night_push_agreed ?? row.nightPushAgreed;
        if (body.night_push_agreed && !push) throw unprocessable(NIGHT_PUSH_NEEDS_PUSH, 'NIGHT_PUSH_NEEDS_PUSH');
        if (!push) night = false;
        const now = new Date();
        const [updated] = await tx
          .update(appDevices)
          .set({
            pushAgreed: push,
            pushAgreedAt: push !== row.pushAgreed ? now : row.pushAgreedAt,
            nightPushAgreed: night,
            nightPushAgreedAt: night !== row.nightPushAgreed ? now : row.nightPushAgreedAt,
            updatedAt: now,
          })
          .where(eq(appDevices.id, row.id))
          .returning();
        return toDevice(updated!);
      });
    },

    async versionInfo(os: 'android' | 'ios'): Promise<AppVersionInfo | null> {
      const [row] = await db.select().from(appVersions).where(eq(appVersions.os, os));
      if (!row) return null;
      return {
        os: row.os,
        latest_version: row.latestVersion,
        minimum_version: row.minimumVersion,
        store_url: row.storeUrl,
        released_at: row.releasedAt.toISOString(),
      };
    },
  };
}
export type AppDevicesRepository = ReturnType<typeof createAppDevicesRepository>;

export const appDevicesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('appDevicesRepository', createAppDevicesRepository(app.db));
  },
  { name: 'app-devices-repository', dependencies: ['db'] },
);
