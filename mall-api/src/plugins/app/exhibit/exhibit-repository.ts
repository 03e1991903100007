import type { Banner, MainPage } from '@mall/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { banners, goodsSectionItems, goodsSections } from '../../../db/schema';
import type { GoodsRepository } from '../goods/goods-repository';

declare module 'fastify' {
  interface FastifyInstance {
    exhibitRepository: ExhibitRepository;
  }
}

type BannerPosition = 'main_top' | 'main_middle';

export const bannerImageUrl = (id: number) => `/media/banners/${id}.svg`;

export function createExhibitRepository(db: Database, goodsRepository: GoodsRepository) {
  async function listBanners(position: BannerPosition): Promise<Banner[]> {
    const rows = await db.select().from(banners).where(eq(banners.position, position)).orderBy(asc(banners.sortOrder));
    return rows.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      image_url: bannerImageUrl(b.id),
      link_url: b.linkUrl,
      background_color: b.backgroundColor,
    }));
  }

  return {
    listBanners,

    async findBanner(id: number) {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row ?? null;
    },

    /** The main lego page: top banners, then each goods section with its cards in curated order. */
    async mainPage(): Promise<MainPage> {
      const sections = await db.select().from(goodsSections).where(eq(goodsSections.pageCode, 'main')).orderBy(asc(goodsSections.sortOrder));
      const items = await db
        .select({ sectionId: goodsSectionItems.sectionId, goodsId: goodsSectionItems.goodsId })
        .from(goodsSectionItems)
        .innerJoin(goodsSections, eq(goodsSections.id, goodsSectionItems.sectionId))
        .where(eq(goodsSections.pageCode, 'main'))
        .orderBy(asc(goodsSectionItems.sortOrder));
      const cards = await goodsRepository.cardsByIds([...new Set(items.map((i) => i.goodsId))]);
      const cardById = new Map(cards.map((c) => [c.id, c]));
      return {
        banners: await listBanners('main_top'),
        sections: sections.map((s) => ({
          id: s.id,
          title: s.title,
          subtitle: s.subtitle,
          goods: items.filter((i) => i.sectionId === s.id).flatMap((i) => cardById.get(i.goodsId) ?? []),
        })),
      };
    },
  };
}
export type ExhibitRepository = ReturnType<typeof createExhibitRepository>;

export const exhibitRepositoryPlugin = fp(
  async (app) => {
    app.decorate('exhibitRepository', createExhibitRepository(app.db, app.goodsRepository));
  },
  { name: 'exhibit-repository', dependencies: ['db', 'goods-repository'] },
);
