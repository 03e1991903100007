import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { joinByApi, LoginPage, newSandboxPerson, wishItemIds } from '../../../pages/mypage-page';

/** A new member likes goods from the heart's picker, makes a folder, moves goods into it and out again. */
test('like into a new folder, move a goods into it, rename it and take a goods out', async ({ page, busEvents }) => {
  test.slow();
  const person = newSandboxPerson('wish');
  const member = await joinByApi(page, person, `w${person.phone.slice(-7)}`);
  await new LoginPage(page).goto('/mypage/wish');
  await new LoginPage(page).login(member);
  await expect(page).toHaveURL('/mypage/wish');
  await expect(page.getByText('찜한 상품이 없습니다')).toBeVisible();

  const stack = new ModalStack(page);
  // The heart of goods 2 opens the picker: a new folder on the spot, then 찜하기.
  await stack.openByHash('wished-folder?goods_id=2');
  let dialog = stack.dialog('폴더 선택');
  await dialog.getByLabel('새 폴더').fill('여행 준비');
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog.getByRole('radio', { name: /여행 준비/ })).toBeChecked();
  await dialog.getByRole('button', { name: '찜하기' }).click();
  await expect(stack.modals).toHaveCount(0);
  // The heart of goods 4: no folder.
  await stack.openByHash('wished-folder?goods_id=4');
  await stack.dialog('폴더 선택').getByRole('button', { name: '찜하기' }).click();
  await expect(stack.modals).toHaveCount(0);
  expect(busEvents.filter((e) => e.name === 'wish.changed').map((e) => e.payload)).toEqual([
    { goodsId: 2, liked: true, wishCount: expect.any(Number) },
    { goodsId: 4, liked: true, wishCount: expect.any(Number) },
  ]);

  const folders = page.getByRole('list', { name: '찜 폴더' });
  await expect(folders.getByRole('link', { name: /여행 준비\s*1개/ })).toBeVisible();
  await expect(folders.getByRole('link', { name: /전체\s*2개/ })).toBeVisible();

  // Move goods 4 into the folder through the picker.
  await page.getByRole('button', { name: '편집' }).click();
  await page.locator('li[data-goods-id="4"]').getByRole('checkbox').check();
  await page.getByRole('button', { name: '폴더 이동' }).click();
  dialog = stack.dialog('폴더 선택');
  await expect(dialog.getByText('선택한 상품 1개를 옮길 폴더를 고르세요.')).toBeVisible();
  await dialog.getByRole('radio', { name: /여행 준비/ }).check();
  await dialog.getByRole('button', { name: '이동하기' }).click();
  await expect(folders.getByRole('link', { name: /여행 준비\s*2개/ })).toBeVisible();

  // The folder: rename it, take goods 2 out, then put it back from the move page.
  await folders.getByRole('link', { name: /여행 준비/ }).click();
  await expect(page.getByRole('heading', { name: '여행 준비', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '이름 변경' }).click();
  await stack.alert.getByLabel('폴더 이름').fill('제주 여행');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { name: '제주 여행', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '편집' }).click();
  await page.locator('li[data-goods-id="2"]').getByRole('checkbox').check();
  await page.getByRole('button', { name: '폴더에서 빼기' }).click();
  await expect.poll(() => wishItemIds(page, '제주 여행 폴더의 상품')).toEqual([4]);

  await page.getByRole('link', { name: '상품 담기' }).click();
  await expect(page.getByRole('heading', { name: '‘제주 여행’에 상품 담기', level: 1 })).toBeVisible();
  await page.locator('li[data-goods-id="2"]').getByRole('checkbox').check();
  await page.getByRole('button', { name: '1개 담기' }).click();
  await expect(page.getByRole('heading', { name: '제주 여행', level: 1 })).toBeVisible();
  await expect.poll(async () => (await wishItemIds(page, '제주 여행 폴더의 상품')).sort()).toEqual([2, 4]);
});
