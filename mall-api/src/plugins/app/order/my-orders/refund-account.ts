import { maskAccountNumber, MY_ORDER_MESSAGES, type RefundAccount } from '@mall/shared-contracts/order';
import { eq } from 'drizzle-orm';
import { banks, refundAccounts } from '../../../../db/schema';
import { unprocessable } from '../../../../lib/errors';
import { type MyOrdersDeps, banksByCode } from './order-reads';

/**
 * The member's saved refund account (/mypage/member-info/refund-account).
 */
export function refundAccountsOf({ db }: MyOrdersDeps) {
  return {
    async refundAccount(memberId: number): Promise<RefundAccount | null> {
      const [row] = await db.select().from(refundAccounts).where(eq(refundAccounts.memberId, memberId));
      if (!row) return null;
      const bankNames = await banksByCode(db);
      return {
        bank_code: row.bankCode,
        bank_name: bankNames.get(row.bankCode) ?? '',
        account_number: maskAccountNumber(row.accountNumber),
        holder_name: row.holderName,
      };
    },
    async saveRefundAccount(memberId: number, a: { bank_code: string; account_number: string; holder_name: string }, now = new Date()) {
      const known = await db.select().from(banks).where(eq(banks.code, a.bank_code));
      if (known.length === 0) throw unprocessable(MY_ORDER_MESSAGES.bankUnknown, 'BANK_UNKNOWN');
      const values = { bankCode: a.bank_code, accountNumber: a.account_number, holderName: a.holder_name, updatedAt: now };
      await db
        .insert(refundAccounts)
        .values({ memberId, ...values })
        .onConflictDoUpdate({ target: refundAccounts.memberId, set: values });
      return (await this.refundAccount(memberId))!;
    },
  };
}
