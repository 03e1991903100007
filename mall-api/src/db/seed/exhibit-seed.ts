import { count } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { LIVE_ROOMS, MAIN_LEGO_SECTIONS, PLANNING_EVENTS, TIME_ATTACKS } from './exhibit-data';

/**
 * The main lego page and the exhibitions, seeded when the lego pages are empty (a mall seeded before
 * these tables existed gets them on its next start; an operator's later edits are kept).
 */
export async function seedExhibitions(db: Database, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.legoPages);
  if (row?.n) return false;
  const at = (offset: number) => new Date(now + offset);
  await db.transaction(async (tx) => {
    await tx.insert(t.legoPages).values({ id: 1, code: 'main', title: '케이몰 메인' });
    await tx.insert(t.legoSections).values(
      MAIN_LEGO_SECTIONS.map((s, i) => ({
        id: i + 1,
        pageId: 1,
        kind: s.kind,
        title: s.title,
        subtitle: s.subtitle,
        bannerPosition: 'bannerPosition' in s ? s.bannerPosition : null,
        eventKinds: 'eventKinds' in s ? [...s.eventKinds] : null,
        bestPeriod: 'bestPeriod' in s ? s.bestPeriod : null,
        sortOrder: i + 1,
      })),
    );
    await tx
      .insert(t.legoSectionGoods)
      .values(MAIN_LEGO_SECTIONS.flatMap((s, i) => ('goodsIds' in s ? s.goodsIds.map((goodsId, j) => ({ sectionId: i + 1, goodsId, sortOrder: j + 1 })) : [])));
    await tx
      .insert(t.legoSectionBrands)
      .values(MAIN_LEGO_SECTIONS.flatMap((s, i) => ('brandIds' in s ? s.brandIds.map((brandId, j) => ({ sectionId: i + 1, brandId, sortOrder: j + 1 })) : [])));
    await tx.insert(t.planningEvents).values(
      PLANNING_EVENTS.map((p, i) => ({
        id: i + 1,
        title: p.title,
        subtitle: p.subtitle,
        description: p.description,
        backgroundColor: p.backgroundColor,
        startAt: at(p.from),
        endAt: at(p.to),
        sortOrder: i + 1,
      })),
    );
    await tx
      .insert(t.planningEventGoods)
      .values(PLANNING_EVENTS.flatMap((p, i) => p.goodsIds.map((goodsId, j) => ({ planningEventId: i + 1, goodsId, sortOrder: j + 1 }))));
    await tx.insert(t.timeAttacks).values(TIME_ATTACKS.map(({ from, to, ...d }, i) => ({ id: i + 1, ...d, startAt: at(from), endAt: at(to) })));
    await tx
      .insert(t.liveRooms)
      .values(LIVE_ROOMS.map(({ from, to, goodsIds: _goodsIds, ...r }, i) => ({ id: i + 1, ...r, startAt: at(from), endAt: at(to) })));
  });
  return true;
}
