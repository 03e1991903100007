import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { DEMO_RECEIVE_ADDRESSES, ROAD_ADDRESSES } from './checkout-data';

/** The sandbox address search's road-name addresses (any mall: the sandbox provider answers from them). Once. */
export async function seedRoadAddresses(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.roadAddresses);
  if ((row?.n ?? 0) > 0) return false;
  await db
    .insert(t.roadAddresses)
    .values(ROAD_ADDRESSES.map(([zipcode, roadAddress, jibunAddress, buildingName]) => ({ zipcode, roadAddress, jibunAddress, buildingName })));
  return true;
}

/** The demo member's saved delivery addresses. Once. */
export async function seedReceiveAddresses(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.receiveAddresses).where(eq(t.receiveAddresses.memberId, memberId));
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(t.receiveAddresses).values(DEMO_RECEIVE_ADDRESSES.map((a) => ({ memberId, ...a })));
  return true;
}
