import type { AppDevice, AppVersionInfo, PushAgreementBody, PushTokenBody } from '@mall/shared-contracts';
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { appDevices, appVersions } from '../../../../db/schema';
import { AppError, unprocessable } from '../../../../lib/errors';
import { hashToken, newToken } from '../../../../lib/tokens';

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

/** The device exists but the caller did not prove it is that device. */
export const deviceForbidden = () => new AppError(403, 'DEVICE_SECRET_INVALID', '기기를 확인할 수 없습니다. 앱을 다시 시작해 주세요.');

/** Whether `secret` is the one issued to the device (constant time); a device without one proves nothing. */
export function ownsDevice(row: Pick<DeviceRow, 'secretHash'>, secret: string | undefined): boolean {
  if (!row.secretHash || !secret) return false;
  const [a, b] = [Buffer.from(row.secretHash), Buffer.from(hashToken(secret))];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createAppDevicesRepository(db: Database) {
  async function find(uuid: string) {
    const [row] = await db.select().from(appDevices).where(eq(appDevices.uuid, uuid));
    return row ?? null;
  }

  return {
    /**
     * Registers a device (answering, once, the secret the app keeps from then on) or updates it with
     * its secret: push token and the member logged in now (none after logout). A device registered
     * before secrets existed gets one at its next update.
     */
    async storePushToken(body: PushTokenBody, memberId: number | null, secret: string | undefined): Promise<AppDevice> {
      const now = new Date();
      const values = { os: body.os, appVersion: body.app_version, pushToken: body.push_token, memberId, updatedAt: now };
      const issued = newToken();
      const [created] = await db
        .insert(appDevices)
        .values({ uuid: body.uuid, ...values, secretHash: hashToken(issued) })
        .onConflictDoNothing({ target: appDevices.uuid })
        .returning();
      if (created) return { ...toDevice(created), device_secret: issued };
      const existing = (await find(body.uuid))!;
      const legacy = existing.secretHash === null;
      if (!legacy && !ownsDevice(existing, secret)) throw deviceForbidden();
      const [row] = await db
        .update(appDevices)
        .set({ ...values, ...(legacy ? { secretHash: hashToken(issued) } : {}) })
        .where(eq(appDevices.id, existing.id))
        .returning();
      return legacy ? { ...toDevice(row!), device_secret: issued } : toDevice(row!);
    },

    /** The device's consents, for the app that proves to be it. */
    async find(uuid: string, secret: string | undefined): Promise<AppDevice | null> {
      const row = await find(uuid);
      if (!row) return null;
      if (!ownsDevice(row, secret)) throw deviceForbidden();
      return toDevice(row);
    },

    /** Proof for other calls about a device (biometric registration): its secret, or the member it is linked to. */
    async proves(uuid: string, secret: string | undefined, memberId: number): Promise<boolean> {
      const row = await find(uuid);
      return !!row && (ownsDevice(row, secret) || row.memberId === memberId);
    },

    /**
     * Consents change with the date of the change. Night push needs push (now or in the same
     * request); refusing push refuses night push too. null when the device is unknown.
     */
    async setAgreement(body: PushAgreementBody, secret: string | undefined): Promise<AppDevice | null> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [row] = await tx.select().from(appDevices).where(eq(appDevices.uuid, body.uuid)).for('update');
        if (!row) return null;
        if (!ownsDevice(row, secret)) throw deviceForbidden();
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

export default appDevicesRepositoryPlugin;
