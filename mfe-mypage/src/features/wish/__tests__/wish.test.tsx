import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WISH_API, WishFolderListSchema, WishGoodsListSchema, type WishGoodsItem } from '@mall/shared-contracts/member';
import { createFakePlatform, goodsCardFixture, memberSession, ok, renderWithPlatform, type FakeRequest } from '@mall/shared-ui/testing';
import { WishGoodsPage } from '../components/wish-goods-page';
import { WishedFolderModal } from '../components/wished-folder-modal';

const item = (id: number, name: string, folderId: number | null = null): WishGoodsItem => ({
  ...goodsCardFixture({ id, name }),
  folder_id: folderId,
  wished_at: '2026-11-20 10:00:00',
});
const folders = WishFolderListSchema.parse({
  total_count: 3,
  recent_goods_thumbnail_url: '/media/goods/3/1.svg',
  folders: [
    { id: 11, name: '겨울 코디', order_seq: 1, records_count: 2, recent_goods_thumbnail_url: '/media/goods/5/1.svg' },
    { id: 12, name: '출근룩', order_seq: 2, records_count: 0, recent_goods_thumbnail_url: null },
  ],
});
const goods = WishGoodsListSchema.parse({
  current_page: 1,
  per_page: 50,
  total: 3,
  last_page: 1,
  data: [item(3, '울 블렌드 코트', 11), item(5, '캐시미어 머플러', 11), item(13, '데님 셔츠')],
});

describe('/mypage/wish/goods', () => {
  it('shows the folders with counts and every wished goods; edit mode deletes the selected ones after a confirm', async () => {
    let removed: unknown = null;
    const platform = createFakePlatform({
      session: memberSession(),
      confirmAnswer: true,
      routes: {
        [`GET ${WISH_API.wishFolders}`]: ok(folders),
        [`GET ${WISH_API.wishGoods}`]: ok(goods),
        [`POST ${WISH_API.wishGoodsRemove}`]: (req: FakeRequest) => {
          removed = req.data;
          return ok({ goods_ids: [13] });
        },
      },
    });
    renderWithPlatform(<WishGoodsPage />, { platform });
    const folderList = await screen.findByRole('list', { name: '찜 폴더' });
    expect(
      within(folderList)
        .getByRole('link', { name: /겨울 코디\s*2개/ })
        .getAttribute('href'),
    ).toBe('/mypage/wish/goods/folder/11');
    expect(within(folderList).getByRole('link', { name: /전체\s*3개/ })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '찜한 상품' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list)
        .getByRole('link', { name: /데님 셔츠/ })
        .getAttribute('href'),
    ).toBe('/goods/detail/13');

    fireEvent.click(screen.getByRole('button', { name: '편집' }));
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe('상품을 선택해 주세요.'));
    fireEvent.click(screen.getByRole('checkbox', { name: '데님 셔츠 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(removed).toEqual({ goods_ids: [13] }));
    expect(platform.alertCalls.some((c) => c.type === 'confirm' && c.message === '선택한 상품 1개를 찜 목록에서 삭제할까요?')).toBe(true);
    await waitFor(() => expect(platform.emitted).toContainEqual({ name: 'wish.changed', payload: { goodsId: 13, liked: false } }));
  });

  it('moves the selected goods through the wished-folder picker', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      modalResults: { 'wished-folder': { goods_ids: [3, 13] } },
      routes: { [`GET ${WISH_API.wishFolders}`]: ok(folders), [`GET ${WISH_API.wishGoods}`]: ok(goods) },
    });
    renderWithPlatform(<WishGoodsPage />, { platform });
    await screen.findByRole('list', { name: '찜한 상품' });
    fireEvent.click(screen.getByRole('button', { name: '편집' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '울 블렌드 코트 선택' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '데님 셔츠 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '폴더 이동' }));
    await waitFor(() => expect(platform.modalCalls).toEqual([{ name: 'wished-folder', params: { goods_ids: '3,13' } }]));
    await waitFor(() => expect(screen.getByRole('button', { name: '편집' })).toBeTruthy());
  });

  it('says so when nothing is wished', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${WISH_API.wishFolders}`]: ok({ total_count: 0, recent_goods_thumbnail_url: null, folders: [] }),
        [`GET ${WISH_API.wishGoods}`]: ok({ ...goods, total: 0, data: [] }),
      },
    });
    renderWithPlatform(<WishGoodsPage />, { platform });
    expect(await screen.findByText('찜한 상품이 없습니다')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '편집' })).toBeNull();
  });
});

describe('wished-folder modal', () => {
  it('likes a goods into a new folder made on the spot, tells the shell and closes with the count', async () => {
    const closed: unknown[] = [];
    const bodies: Record<string, unknown> = {};
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${WISH_API.wishFolders}`]: ok(folders),
        [`POST ${WISH_API.wishFolders}`]: (req: FakeRequest) => {
          bodies.folder = req.data;
          return ok({ id: 13, name: '여름', order_seq: 3, records_count: 0, recent_goods_thumbnail_url: null });
        },
        [`POST ${WISH_API.wishGoods}`]: (req: FakeRequest) => {
          bodies.like = req.data;
          return ok({ goods_id: 40, liked: true, wish_count: 8 });
        },
      },
    });
    renderWithPlatform(<WishedFolderModal params={{ goods_id: '40' }} titleId="t" close={(r) => closed.push(r)} />, { platform });
    expect(await screen.findByRole('radio', { name: /겨울 코디/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '폴더 없음 (전체에만 보관)' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '폴더 이름을 입력해 주세요.');
    fireEvent.change(screen.getByLabelText('새 폴더'), { target: { value: ' 여름 ' } });
    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(bodies.folder).toEqual({ name: '여름' }));

    fireEvent.click(screen.getByRole('button', { name: '찜하기' }));
    await waitFor(() => expect(closed).toEqual([{ goods_id: 40, liked: true, wish_count: 8 }]));
    expect(bodies.like).toEqual({ goods_id: 40, folder_id: 13 });
    expect(platform.emitted).toContainEqual({ name: 'wish.changed', payload: { goodsId: 40, liked: true, wishCount: 8 } });
  });

  it('asks a visitor to log in first', () => {
    renderWithPlatform(<WishedFolderModal params={{ goods_id: '40' }} titleId="t" close={() => undefined} />, { route: '/goods/detail/40' });
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login?redirect_to_after=%2Fgoods%2Fdetail%2F40');
  });

  it('refuses params that name no goods', () => {
    renderWithPlatform(<WishedFolderModal params={{ goods_ids: '1,x' }} titleId="t" close={() => undefined} />, {
      platform: createFakePlatform({ session: memberSession() }),
    });
    expect(screen.getByRole('alert').textContent).toBe('찜할 상품을 찾을 수 없습니다.');
  });
});
