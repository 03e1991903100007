import type { AddressSearchResult } from '@mall/shared-contracts/order';
import { and, asc, count, ilike, or } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { roadAddresses } from '../../../../db/schema';

/** Road-name address search (도로명 주소 검색), as a real provider (e.g. the government juso API) answers it. */
export interface AddressSearchProvider {
  readonly name: string;
  search(keyword: string, page: number, perPage: number): Promise<AddressSearchResult>;
}

/** `%` and `_` typed by a shopper are letters, not wildcards. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The sandbox provider: the seeded road-name addresses, matched on the road address, the old lot
 * address or the building name, every word of the keyword (테헤란로 152, 역삼동 강남파이낸스).
 */
export function createSandboxAddressSearch(db: Database): AddressSearchProvider {
  return {
    name: 'sandbox',
    async search(keyword, page, perPage) {
      const words = keyword.split(/\s+/).filter(Boolean).slice(0, 5);
      const where = words.map((w) => {
        const like = `%${likeEscape(w)}%`;
        return or(ilike(roadAddresses.roadAddress, like), ilike(roadAddresses.jibunAddress, like), ilike(roadAddresses.buildingName, like))!;
      });
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(roadAddresses)
          .where(condition)
          .orderBy(asc(roadAddresses.roadAddress))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(roadAddresses).where(condition),
      ]);
      const n = total?.n ?? 0;
      return {
        current_page: page,
        per_page: perPage,
        total: n,
        last_page: Math.max(1, Math.ceil(n / perPage)),
        data: rows.map((r) => ({ zipcode: r.zipcode, road_address: r.roadAddress, jibun_address: r.jibunAddress, building_name: r.buildingName })),
      };
    },
  };
}
