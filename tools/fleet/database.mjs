/**
 * What the fleet test reads and writes in its own database: the shoppers it adds (the demo member's
 * password hash, points granted), the options they buy (stock set to a known figure), and afterwards
 * the facts the invariants are checked on (tools/fleet/report.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../start.mjs';

export const SHOPPER_PREFIX = 'fleet-shopper-';
export const POINTS_GRANTED = 1_000_000;
const STOCK = 100_000;
const DEMO_LOGIN = 'demo';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrations and seed as the instances left them (compared by checkStartOnce). */
export function startFacts(url) {
  const journal = JSON.parse(fs.readFileSync(path.join(ROOT, 'mall-api/drizzle/meta/_journal.json'), 'utf8'));
  return withClient(url, async (c) => {
    const migrations = (await c.query('select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations')).rows[0];
    const goods = (await c.query('select count(*)::int as n from goods')).rows[0].n;
    const duplicates = async (table, column) => (await c.query(`select (count(*) - count(distinct ${column}))::int as n from ${table}`)).rows[0].n;
    return {
      journalEntries: journal.entries.length,
      migrationRows: migrations.n,
      distinctMigrationHashes: migrations.d,
      seededGoods: goods,
      duplicateSeedNames: {
        grades: await duplicates('grades', 'name'),
        brands: await duplicates('brands', 'name'),
        members: await duplicates('members', 'login_id'),
      },
    };
  });
}

/**
 * `count` shoppers (members with the demo password, POINTS_GRANTED points each) and up to `optionCount`
 * options of goods priced well above the points a checkout uses, each with STOCK units.
 */
export function prepareShoppers(url, { count, optionCount }) {
  return withClient(url, async (c) => {
    await c.query(
      `insert into members (login_id, password_hash, name, grade_id, phone, email, last_login_at, password_changed_at)
       select $1 || g, m.password_hash, '플릿회원' || g, m.grade_id, m.phone, m.email, now(), now()
       from members m, generate_series(1, $2::int) g where m.login_id = $3`,
      [SHOPPER_PREFIX, count, DEMO_LOGIN],
    );
    const { rows: members } = await c.query(`select id, login_id from members where login_id like $1 order by id`, [`${SHOPPER_PREFIX}%`]);
    await c.query(
      `insert into point_ledger (member_id, amount, kind, reason, expires_at)
       select id, $2, 'earn', '플릿 테스트 적립', now() + interval '1 year' from members where login_id like $1`,
      [`${SHOPPER_PREFIX}%`, POINTS_GRANTED],
    );
    const { rows: options } = await c.query(
      `select distinct on (g.id) g.id as goods_id, o.id as option_id
       from goods g join goods_options o on o.goods_id = g.id
       where not g.is_adult and g.sell_price >= 20000 and o.stock > 0
       order by g.id, o.id limit $1`,
      [optionCount],
    );
    if (options.length === 0) throw new Error('fleet: no option to buy');
    await c.query(`update goods_options set stock = $1 where id = any($2::int[])`, [STOCK, options.map((o) => o.option_id)]);
    return {
      shoppers: members.map((m) => ({ memberId: m.id, loginId: m.login_id })),
      items: options.map((o) => ({ goodsId: o.goods_id, optionId: o.option_id })),
      stockBefore: Object.fromEntries(options.map((o) => [o.option_id, STOCK])),
      granted: Object.fromEntries(members.map((m) => [m.id, POINTS_GRANTED])),
    };
  });
}

/** The database's side of the run: the shoppers' orders, the PG's captures, stock, lines holding it, points. */
export function endFacts(url, { optionIds }) {
  return withClient(url, async (c) => {
    const like = `${SHOPPER_PREFIX}%`;
    const dbOrders = (
      await c.query(
        `select o.order_no as "orderNo", o.status, o.member_id as "memberId", o.point_amount as "pointAmount"
         from orders o join members m on m.id = o.member_id where m.login_id like $1`,
        [like],
      )
    ).rows;
    const captures = (
      await c.query(
        `select t.order_no as "orderNo", (t.amount - t.cancelled_amount) as kept from sandbox_pg_transactions t
         join orders o on o.order_no = t.order_no join members m on m.id = o.member_id
         where m.login_id like $1 and t.state in ('captured', 'refunded')`,
        [like],
      )
    ).rows;
    const after = Object.fromEntries(
      (await c.query('select id, stock from goods_options where id = any($1::int[])', [optionIds])).rows.map((r) => [r.id, r.stock]),
    );
    const held = Object.fromEntries(
      (
        await c.query(
          `select i.option_id as id, sum(i.ea)::int as ea from order_items i join orders o on o.id = i.order_id join members m on m.id = o.member_id
           where m.login_id like $1 and i.option_id = any($2::int[]) and i.status in ('ordering', 'paid', 'pay_waiting') group by i.option_id`,
          [like, optionIds],
        )
      ).rows.map((r) => [r.id, r.ea]),
    );
    const balances = Object.fromEntries(
      (
        await c.query(
          `select m.id, coalesce(sum(p.amount), 0)::int as balance from members m left join point_ledger p on p.member_id = m.id
           where m.login_id like $1 group by m.id`,
          [like],
        )
      ).rows.map((r) => [r.id, r.balance]),
    );
    const spent = {};
    for (const o of dbOrders) if (o.status === 'paid') spent[o.memberId] = (spent[o.memberId] ?? 0) + o.pointAmount;
    return { dbOrders, captures, after, held, balances, spent };
  });
}
