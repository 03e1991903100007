import { count } from 'drizzle-orm';
import { drawDueRaffles } from '../../plugins/app/exhibit/raffles/raffle-draw';
import type { Database } from '../client';
import * as t from '../schema';
import { eventParticipants, insertJourneyMember, optionsOfGoods } from './event-participants';
import { createRandom } from './random';
import { RAFFLE_JOURNEY_MEMBER, RAFFLES } from './raffles-data';

/**
 * The raffles with their entries (the seeded reviewers, and the demo member where the data says), then
 * the draw of the ended ones by the same rule the mall uses. Seeded when the raffles table is empty and
 * the reviewers exist; also adds the raffle journey's member.
 */
export async function seedRaffles(db: Database, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.raffles);
  if (row?.n) return false;
  const participants = await eventParticipants(db);
  if (!participants) return false;
  const { reviewers: entrants, demo } = participants;
  const options = await optionsOfGoods(
    db,
    RAFFLES.map((r) => r.goodsId),
  );
  const at = (offset: number) => new Date(now + offset);

  await db.transaction(async (tx) => {
    await insertJourneyMember(tx, RAFFLE_JOURNEY_MEMBER, 'k-mall-raffler-salt', participants.welcomeGradeId, now);
    await tx.insert(t.raffles).values(
      RAFFLES.map((r, i) => ({
        id: i + 1,
        goodsId: r.goodsId,
        title: r.title,
        description: r.description,
        price: r.price,
        winnerCount: r.winnerCount,
        backgroundColor: r.backgroundColor,
        startAt: at(r.from),
        endAt: at(r.to),
        announceAt: at(r.to + r.announceAfter),
        sortOrder: i + 1,
      })),
    );
    const entries = RAFFLES.flatMap((r, i) => {
      const raffleId = i + 1;
      const sizes = options.filter((o) => o.goodsId === r.goodsId);
      const rnd = createRandom(raffleId * 104_729);
      // Entries are spread over the part of the period that has passed.
      const open = now + r.from;
      const span = Math.max(1, Math.min(now, now + r.to) - open);
      const people = [...entrants].sort(() => rnd.next() - 0.5).slice(0, r.entrants);
      const rows = people.map((p) => {
        const enteredAt = new Date(open + Math.floor(rnd.next() * span));
        return { raffleId, memberId: p.id, goodsOptionId: rnd.pick(sizes).id, agreedAt: enteredAt, createdAt: enteredAt };
      });
      if (r.demoEnters) {
        const enteredAt = new Date(open + Math.floor(span / 2));
        rows.push({ raffleId, memberId: demo.id, goodsOptionId: sizes[Math.min(3, sizes.length - 1)]!.id, agreedAt: enteredAt, createdAt: enteredAt });
      }
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
    if (entries.length) await tx.insert(t.raffleEntries).values(entries);
  });
  await drawDueRaffles(db, new Date(now));
  return true;
}
