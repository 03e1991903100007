import { CHECKOUT_MESSAGES, CHECKOUT_RULES } from '@mall/shared-contracts/order';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { receiveAddresses } from '../../../../db/schema';
import { unprocessable } from '../../../../lib/errors';

const toAddress = (a: typeof receiveAddresses.$inferSelect) => ({
  id: a.id,
  title: a.title,
  name: a.receiverName,
  phone: a.receiverPhone,
  zipcode: a.zipcode,
  address1: a.address1,
  address2: a.address2,
  is_default: a.isDefault,
});

/** The member's delivery address book (the order sheet's address picker, CHECKOUT_RULES.addressesMax addresses). */
export function addressBookOf(db: Database) {
  return {
    async addresses(memberId: number) {
      return (
        await db
          .select()
          .from(receiveAddresses)
          .where(eq(receiveAddresses.memberId, memberId))
          .orderBy(desc(receiveAddresses.isDefault), asc(receiveAddresses.id))
      ).map(toAddress);
    },

    async createAddress(
      memberId: number,
      a: { title: string; name: string; phone: string; zipcode: string; address1: string; address2: string; is_default: boolean },
    ) {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const existing = await tx.select({ id: receiveAddresses.id }).from(receiveAddresses).where(eq(receiveAddresses.memberId, memberId)).for('update');
        if (existing.length >= CHECKOUT_RULES.addressesMax) throw unprocessable(CHECKOUT_MESSAGES.addressesFull, 'ADDRESSES_FULL');
        const isDefault = a.is_default || existing.length === 0;
        if (isDefault) await tx.update(receiveAddresses).set({ isDefault: false }).where(eq(receiveAddresses.memberId, memberId));
        await tx.insert(receiveAddresses).values({
          memberId,
          title: a.title,
          receiverName: a.name,
          receiverPhone: a.phone,
          zipcode: a.zipcode,
          address1: a.address1,
          address2: a.address2,
          isDefault,
        });
      });
    },
  };
}

/** The order's delivery address joins the member's book when asked (the sheet's "save"), unless it is there or the book is full. */
export async function saveAddress(tx: Database, memberId: number, r: { name: string; phone: string; zipcode: string; address1: string; address2: string }) {
  const existing = await tx.select().from(receiveAddresses).where(eq(receiveAddresses.memberId, memberId));
  const same = existing.some((a) => a.zipcode === r.zipcode && a.address1 === r.address1 && a.address2 === r.address2 && a.receiverName === r.name);
  if (same || existing.length >= CHECKOUT_RULES.addressesMax) return;
  await tx.insert(receiveAddresses).values({
    memberId,
    title: r.name,
    receiverName: r.name,
    receiverPhone: r.phone,
    zipcode: r.zipcode,
    address1: r.address1,
    address2: r.address2,
    isDefault: existing.length === 0,
  });
}
