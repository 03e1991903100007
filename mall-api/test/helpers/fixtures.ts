import { and, asc, eq, getTableName, gte, isTable, lte, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { goods, goodsOptions, sellers } from '../../src/db/schema';
import { DEMO_MEMBER } from '../../src/db/seed/index';

/** The demo member as an order's orderer (prepare-pay's `orderer`). */
export const DEMO_ORDERER = { name: DEMO_MEMBER.name, phone: DEMO_MEMBER.phone, email: DEMO_MEMBER.email };
/** The demo member's address: where an order goes, a return is picked up or an exchange is sent. */
export const DEMO_ADDRESS = { name: DEMO_MEMBER.name, phone: '010-1234-5678', zipcode: '06236', address1: '서울특별시 강남구 테헤란로 152', address2: '12층' };
/** prepare-pay's `receiver`: the demo member's address with no delivery memo. */
export const DEMO_RECEIVER = { ...DEMO_ADDRESS, memo: '' };

export interface PickCriteria {
  policy?: 'free' | 'conditional' | 'paid';
  minStock?: number;
  maxStock?: number;
  maxUnitPrice?: number;
  minUnitPrice?: number;
}

/** First seeded option matching the criteria, so tests do not hard-code ids the seed may move. */
export async function pickOption(db: Database, c: PickCriteria) {
  const [row] = await db
    .select({
      goodsId: goods.id,
      optionId: goodsOptions.id,
      stock: goodsOptions.stock,
      unitPrice: goods.baseDiscountedPrice,
      price: goods.price,
      sellerId: goods.sellerId,
    })
    .from(goodsOptions)
    .innerJoin(goods, eq(goods.id, goodsOptions.goodsId))
    .innerJoin(sellers, eq(sellers.id, goods.sellerId))
    .where(
      and(
        eq(goodsOptions.extraAmount, 0),
        eq(goods.isAdult, false),
        c.policy ? eq(sellers.shippingPricePolicy, c.policy) : undefined,
        c.minStock !== undefined ? gte(goodsOptions.stock, c.minStock) : undefined,
        c.maxStock !== undefined ? lte(goodsOptions.stock, c.maxStock) : undefined,
        c.maxUnitPrice !== undefined ? lte(goods.baseDiscountedPrice, c.maxUnitPrice) : undefined,
        c.minUnitPrice !== undefined ? gte(goods.baseDiscountedPrice, c.minUnitPrice) : undefined,
      ),
    )
    .orderBy(asc(goodsOptions.id))
    .limit(1);
  if (!row) throw new Error(`no seeded option for ${JSON.stringify(c)}`);
  return row;
}

export async function setStock(db: Database, optionId: number, stock: number) {
  await db.update(goodsOptions).set({ stock }).where(eq(goodsOptions.id, optionId));
}

/** Rows in a table of the schema (names checked against the schema, never a caller's string). */
export const countRows = async (db: Database, table: string) => {
  if (!TABLE_NAMES.has(table)) throw new Error(`unknown table ${table}`);
  const res = await db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
  return Number((res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
};

const TABLE_NAMES = new Set<string>(Object.values(schema).flatMap((value) => (isTable(value) ? [getTableName(value)] : [])));
