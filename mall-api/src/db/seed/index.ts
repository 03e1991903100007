import { count, max, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import { hashCi, sandboxCiOf } from '../../plugins/app/platform/identity/identity-provider';
import { sandboxSocialIdOf } from '../../plugins/app/member/social/social-login';
import type { Database } from '../client';
import * as t from '../schema';
import { GRADES } from '../../plugins/app/member/members/grades';
import { BRANDS, SELLERS } from './catalog-data';
import { buildCategoryRows } from './category-rows';
import { BANNERS, DEMO_MEMBER, DEMO_ORDER_STATUSES, GUEST_ORDER, NOTICES } from './content-data';
import { seedExhibitEvents } from './exhibit-events-seed';
import { seedExhibitions } from './exhibit-seed';
import { seedRaffles } from './raffles-seed';
import { seedExperienceGroups } from './experience-groups-seed';
import { seedLiveCommerce } from './live-seed';
import { seedSpecialEvents } from './special-events-seed';
import { makeGoods, SEED_EPOCH } from './goods-factory';
import { seedAppVersions } from './app-versions';
import { seedOrderLines } from './order-lines';
import { dateDeliveredLines, seedOrderClaims } from './order-claims-seed';
import { seedOrderComplaints } from './order-complaints-seed';
import { CHECKOUT_JOURNEY_MEMBERS, seedCheckoutJourneyMember, seedReceiveAddresses, seedRoadAddresses } from './checkout-seed';
import { seedPopups, seedSettings } from './settings-seed';
import { seedInformations } from './informations-seed';
import { seedDemoMembers, seedGradeBenefits, seedPolicies } from './members-seed';
import { seedRestockNotices, seedReviewsAndWishes, syncGoodsAggregates } from './reviews-seed';
import { seedBenefits } from './benefits-seed';
import { seedReviewDemoOrders } from './my-reviews-seed';
import { seedDemoInquiries } from './my-inquiries-seed';
import { seedGoodsQnas } from './goods-qna-seed';
import { seedFaqs, seedQnaCategories, seedShoppingGuides } from './cs-seed';
import { seedBasicSearchWords, seedGoodsColors, seedSearchLogs } from './search-seed';
import { seedDemoDailyViews, seedDemoRecentPlanningViews, seedDemoRecentViews } from './goods-views-seed';
import { seedRecentSales } from './recent-sales-seed';
import { seedGiveaways, seedGoodsBenefits } from './goods-benefits-seed';
import { seedGoods360Images, seedReviewShowcase } from './goods-detail-media-seed';

export { DEMO_MEMBER, DORMANT_MEMBER, GUEST_ORDER, GUEST_RECEIVER, STALE_PASSWORD_MEMBER } from './content-data';
export { EXTRA_GUEST_ORDERS } from './order-lines';
export { SEED_COMPLAINTS } from './order-complaints-seed';
export { DEMO_GOODS_QNAS, QNA_JOURNEY_MEMBER } from './goods-qna-data';
export {
  CANCEL_JOURNEY_ORDER,
  COMPLAINT_ORDERS,
  EXCHANGE_JOURNEY_ORDER,
  EXCHANGED_TO_RETURN_ORDER,
  GUEST_CANCELLED_ORDER,
  GUEST_CLAIM_ORDERS,
  GUEST_EXCHANGE_JOURNEY_ORDER,
  GUEST_EXCHANGED_TO_RETURN_ORDER,
  GUEST_OPEN_EXCHANGE_ORDER,
  GUEST_PREPARING_ORDER,
  GUEST_RETURNABLE_ORDER,
  GUEST_RETURNED_ORDER,
  GUEST_SHIPPING_ORDER,
  MEMBER_CLAIM_ORDERS,
  RETURN_JOURNEY_ORDER,
  RETURNABLE_ORDER,
  TO_RETURN_JOURNEY_ORDER,
  VBANK_PAID_ORDER,
} from './order-claims-seed';
export const DEFAULT_GOODS_COUNT = 120;
/** The first order id the mall numbers itself (see seedDemoMall). */
const FIRST_NUMBERED_ORDER_ID = 1000;
const BATCH_SIZE = 1000;
const DAY = 86_400_000;

export interface SeedOptions {
  goodsCount?: number;
  /**
   * The demo mall (goods, members with published passwords, orders, reviews, coupons, banners).
   * Off in production unless asked for (server.ts: SEED_DEMO_DATA); what the mall needs to run at all
   * (grades, settings, reference lists, policies, app versions) is seeded either way.
   */
  demo?: boolean;
  log?: (message: string) => void;
}

/** Whether a server start seeds the demo mall: SEED_DEMO_DATA=1/0 decides, else on outside production. */
export function demoDataWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO_DATA !== undefined) return env.SEED_DEMO_DATA === '1' || env.SEED_DEMO_DATA === 'true';
  return env.NODE_ENV !== 'production';
}

/**
 * Idempotent: every step checks what is already there, so it can run on each start, and a
 * `--scale 100000` run simply appends goods #121.. to an existing demo mall.
 */
export async function seed(db: Database, { goodsCount = DEFAULT_GOODS_COUNT, demo = true, log = () => {} }: SeedOptions = {}) {
  if ((await countOf(db, t.grades)) === 0) {
    await db
      .insert(t.grades)
      .values(
        GRADES.map((g, i) => ({ id: i + 1, ...g, benefits: [...g.benefits], monthlyCoupons: g.monthlyCoupons.map((c) => ({ ...c })), sortOrder: i + 1 })),
      );
    log('grades seeded');
  }
  await seedGradeBenefits(db);
  if (await seedAppVersions(db)) log('app versions seeded');
  await seedSettings(db, log);
  if (await seedInformations(db)) log('banks, delivery companies and reasons seeded');
  if (await seedPolicies(db)) log('terms and policies seeded');
  if (await seedQnaCategories(db)) log('question categories seeded');
  if (await seedFaqs(db)) log('FAQ seeded');
  if (await seedShoppingGuides(db)) log('shopping guides and card benefits seeded');
  if (await seedRoadAddresses(db)) log('road-name addresses (sandbox address search) seeded');
  if (demo) await seedDemoMall(db, goodsCount, log);
  await syncSequences(db);
}

async function seedDemoMall(db: Database, goodsCount: number, log: (message: string) => void) {
  const { leaves } = buildCategoryRows();
  if ((await countOf(db, t.brands)) === 0) {
    await seedCatalogReference(db);
    log('brands, categories and sellers seeded');
  }
  const [{ lastId } = { lastId: 0 }] = await db.select({ lastId: max(t.goods.id) }).from(t.goods);
  for (let from = (lastId ?? 0) + 1; from <= goodsCount; from += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, goodsCount - from + 1) }, (_, i) => makeGoods(from + i, leaves));
    await db.transaction(async (tx) => {
      await tx.insert(t.goods).values(batch.map((b) => b.goods));
      await tx.insert(t.goodsOptions).values(batch.flatMap((b) => b.options));
    });
    if (goodsCount > 1000) log(`goods ${from + batch.length - 1}/${goodsCount}`);
  }
  if ((await countOf(db, t.members)) === 0) {
    await seedContent(db);
    log('content and demo member seeded');
  }
  await seedGoodsColors(db);
  if (await seedPopups(db)) log('popups seeded');
  if (await seedExhibitions(db)) log('main lego page, planning events, time deals and live rooms seeded');
  await syncSequences(db);
  if (await seedDemoMembers(db)) log('dormant and stale-password demo members seeded');
  await seedOrderLines(db);
  await seedOrderClaims(db);
  if (await seedReceiveAddresses(db, 1)) log('demo member delivery addresses seeded');
  if (await seedReviewsAndWishes(db)) log('reviewers, reviews and wishes seeded');
  if (await seedExhibitEvents(db)) log('showcases, cody shots, joint purchases, spot themes and exhibit categories seeded');
  if (await seedReviewDemoOrders(db)) log("the demo member's reviewed and reviewable orders seeded");
  await seedRestockNotices(db);
  if (await seedBenefits(db)) log('coupons and points seeded');
  if (await seedCheckoutJourneyMember(db, CHECKOUT_JOURNEY_MEMBERS.mobile)) log("the checkout journey's member (coupons, points) seeded");
  if (await seedDemoInquiries(db)) log("the demo member's 1:1 inquiries seeded");
  if (await seedGoodsQnas(db)) log('goods and seller questions seeded');
  if (await seedSearchLogs(db)) log('demo keyword searches of the last two days seeded');
  if (await seedBasicSearchWords(db)) log('base search words seeded');
  if (await seedDemoRecentViews(db)) log("the demo member's recently viewed goods seeded");
  if (await seedDemoRecentPlanningViews(db)) log("the demo member's recently viewed planning events seeded");
  // The demo goods only: a 100k scale run does not need 3 million counter rows to rank.
  if (await seedDemoDailyViews(db, Math.min(goodsCount, DEFAULT_GOODS_COUNT))) log('goods views of the last 30 days seeded');
  if (await seedRaffles(db)) log('raffles with entries and drawn winners seeded');
  if (await seedSpecialEvents(db)) log('special events seeded');
  if (await seedExperienceGroups(db)) log('experience groups with applications, selections and reviews seeded');
  if (await seedLiveCommerce(db)) log("live rooms' goods and chat seeded");
  if (await seedGoodsBenefits(db)) log('downloadable goods coupons seeded');
  if (await seedGiveaways(db)) log('gifts with purchase seeded');
  if (await seedReviewShowcase(db)) log("the showcase goods' reviews (pages, photos, best reviews) seeded");
  if (await seedGoods360Images(db)) log('360° view frames of the demo goods seeded');
  // Late, so the rows seeded before keep their ids (e2e samples name them): the guest mirror's orders.
  await seedOrderClaims(db, 'guest');
  // After them, so their ids stay: the demo member's orders with a seller's release delay or sold-out (/mypage/claim).
  if (await seedOrderComplaints(db)) log("the demo member's release delays and sold-out cancels seeded");
  // After them, so every id above stays: the checkout journey's second member (the desktop run's).
  if (await seedCheckoutJourneyMember(db, CHECKOUT_JOURNEY_MEMBERS.desktop)) log("the checkout journey's desktop member (coupons, points) seeded");
  // Order numbers are the date and the id; the demo orders' fixed numbers (…-0000001 to …-0000308) sit
  // below 1000, so every order the mall numbers itself (these sales, checkouts) takes an id from 1000 on
  // and never lands on a fixed number of the same date.
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), greatest((select max(id) from orders), ${FIRST_NUMBERED_ORDER_ID - 1}))`);
  // Last: the shoppers' orders of the last 60 days (best and rankings) grow with every restart, so nothing
  // seeded after them could keep its ids.
  const sales = await seedRecentSales(db);
  if (sales) log(`${sales} recent shopper orders and wishes seeded (best and rankings)`);
  // Review and wish counts of every goods from the rows above, the shoppers' wishes included.
  await syncGoodsAggregates(db);
  // The day each delivered line arrived (the return and exchange window), for the lines seeded without one.
  await dateDeliveredLines(db);
}

async function countOf(db: Database, table: typeof t.grades | typeof t.members | typeof t.brands) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function seedCatalogReference(db: Database) {
  await db.transaction(async (tx) => {
    await tx.insert(t.brands).values(BRANDS.map((b, i) => ({ id: i + 1, ...b })));
    await tx.insert(t.categories).values(buildCategoryRows().rows);
    await tx.insert(t.sellers).values(SELLERS.map((s, i) => ({ id: i + 1, ...s })));
  });
}

async function seedContent(db: Database) {
  const silver = GRADES.findIndex((g) => g.code === DEMO_MEMBER.grade) + 1;
  // A fixed salt keeps the seeded row byte-identical between runs; real sign-ups get random salts.
  const passwordHash = await hashPassword(DEMO_MEMBER.password, Buffer.from('k-mall-demo-salt'));
  await db.transaction(async (tx) => {
    await tx.insert(t.banners).values(BANNERS.map((b, i) => ({ id: i + 1, ...b, sortOrder: i + 1 })));
    await tx.insert(t.notices).values(
      NOTICES.map((n, i) => ({
        id: i + 1,
        title: n.title,
        contents: n.contents,
        isImportant: n.isImportant,
        createdAt: new Date(SEED_EPOCH - n.daysAgo * DAY),
      })),
    );
    await tx.insert(t.members).values({
      id: 1,
      loginId: DEMO_MEMBER.loginId,
      passwordHash,
      name: DEMO_MEMBER.name,
      email: DEMO_MEMBER.email,
      phone: DEMO_MEMBER.phone,
      birthdate: DEMO_MEMBER.birthdate,
      gender: DEMO_MEMBER.gender,
      // The CI the sandbox identity provider gives this person: verifying as 김데모 finds this account.
      ciHash: hashCi(sandboxCiOf(DEMO_MEMBER)),
      gradeId: silver,
      isVerifyAge: true,
      isCertificated: true,
      // Set when the mall is seeded: the 180-day password advice must not greet every demo login later on.
      passwordChangedAt: new Date(),
      createdAt: new Date(SEED_EPOCH - 400 * DAY),
    });
    // The demo member connected a Kakao account: the sandbox Kakao login with demo@example.com logs in as 김데모
    // (the same e-mail on Naver or Apple is another platform account: "already a member", then connect).
    await tx.insert(t.socialAccounts).values({
      memberId: 1,
      platform: 'kakao',
      providerUserId: sandboxSocialIdOf('kakao', DEMO_MEMBER.email),
      email: DEMO_MEMBER.email,
      connectedAt: new Date(SEED_EPOCH - 200 * DAY),
    });
    await tx
      .insert(t.orders)
      .values([
        order(1, GUEST_ORDER.orderNo, null, GUEST_ORDER.ordererName, 'paid', 0),
        ...DEMO_ORDER_STATUSES.map((status, i) => order(i + 2, `20261020-${String(i + 2).padStart(7, '0')}`, 1, DEMO_MEMBER.name, status, i + 1)),
      ]);
  });
}

function order(id: number, orderNo: string, memberId: number | null, ordererName: string, status: string, daysAgo: number) {
  const goodsAmount = 39_000 + id * 10_000;
  const shippingAmount = goodsAmount >= 50_000 ? 0 : 3000;
  return {
    id,
    orderNo,
    memberId,
    ordererName,
    status,
    goodsAmount,
    shippingAmount,
    paymentAmount: goodsAmount + shippingAmount,
    createdAt: new Date(SEED_EPOCH - daysAgo * DAY),
  };
}

const SEEDED_TABLES = [
  'grades',
  'brands',
  'categories',
  'sellers',
  'goods',
  'goods_options',
  'banners',
  'lego_pages',
  'lego_sections',
  'planning_events',
  'time_attacks',
  'live_rooms',
  'showcase_sorts',
  'showcases',
  'cody_shots',
  'joint_purchases',
  'spot_themes',
  'exhibit_categories',
  'raffles',
  'special_events',
  'experience_groups',
  'notices',
  'members',
  'orders',
  'popups',
  'colors',
];

/** Rows were inserted with explicit ids, so move each serial sequence past them. */
async function syncSequences(db: Database) {
  for (const table of SEEDED_TABLES) {
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT max(id) FROM "${table}"), 1))`));
  }
}
