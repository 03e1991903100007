import { expect, test } from '../../../fixtures/test';
import { ExhibitDetailPage, ShowcaseListPage } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('showcase list: every sort, ongoing first and ended last; a sort tab narrows it; an unknown sort says so', async ({ page }) => {
  const list = new ShowcaseListPage(page);
  await list.goto();
  await expect(list.items).toHaveCount(6, { timeout: CONTENT_TIMEOUT });
  await expect(list.items.first()).toContainText('진행 중');
  await expect(list.items.last()).toContainText('종료');
  await expect(list.items.last()).toContainText('그린마일 캠핑 쇼케이스');
  await expect(list.root.getByRole('link', { name: /온하루 겨울 컬렉션/ })).toHaveAttribute('href', '/showcase/detail/1');
  await expect(list.tabs.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');

  await list.tabs.getByRole('link', { name: '디자이너 쇼케이스' }).click();
  await expect(page).toHaveURL('/showcase/2');
  await expect(list.items).toHaveCount(2);
  await expect(list.items.first()).toContainText('아뜰리에 봄 디자이너 노트');
  await expect(list.items.last()).toContainText('오픈 예정');

  await list.goto(99);
  await expect(list.root).toContainText('쇼케이스 분류를 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

test('showcase detail: ongoing with its goods, upcoming with goods kept back, ended with its notice, unknown id', async ({ page }) => {
  const showcase = new ExhibitDetailPage(page, '쇼케이스 상품');
  await showcase.goto('/showcase/detail/1');
  await expect(showcase.heading).toHaveText('온하루 겨울 컬렉션', { timeout: CONTENT_TIMEOUT });
  await expect(showcase.state).toHaveText('진행 중');
  await expect(showcase.root).toContainText('브랜드 쇼케이스 · 온하루');
  await expect(showcase.countdown).toContainText(/종료까지 \d+일 \d{2}:\d{2}:\d{2}/);
  await expect(showcase.goods.getByRole('listitem')).toHaveCount(6);
  await expect(page).toHaveTitle('온하루 겨울 컬렉션 | 케이몰 쇼케이스');

  await showcase.goto('/showcase/detail/4');
  await expect(showcase.heading).toHaveText('모노그램 2027 S/S 프리뷰', { timeout: CONTENT_TIMEOUT });
  await expect(showcase.state).toHaveText('오픈 예정');
  await expect(showcase.countdown).toContainText(/오픈까지 [67]일/);
  await expect(showcase.root).toContainText('쇼케이스가 열리면 상품이 공개됩니다. (상품 4개 준비 중)');
  await expect(showcase.goods).toHaveCount(0);

  await showcase.goto('/showcase/detail/6');
  await expect(showcase.heading).toHaveText('그린마일 캠핑 쇼케이스', { timeout: CONTENT_TIMEOUT });
  await expect(showcase.countdown).toHaveText('종료되었습니다');
  await expect(showcase.root).toContainText('종료된 쇼케이스입니다. 상품은 계속 구매하실 수 있어요.');
  await expect(showcase.goods.getByRole('listitem')).toHaveCount(4);

  await showcase.goto('/showcase/detail/999');
  await expect(showcase.root).toContainText('쇼케이스를 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});
