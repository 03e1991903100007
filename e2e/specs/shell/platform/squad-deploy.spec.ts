import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Declarations, RemoteDeclaration } from '@mall/shared-contracts';
import { mergeDeclaration } from '../../../../tools/declarations.mjs';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { routeRuntimeConfig, type RuntimeConfigJson } from '../../../fixtures/runtime-config';
import { folderHash, routeFolder, squadCheckBuild } from '../../../fixtures/squad-build';
import { portOf } from '../../../../tools/ports.mjs';
import { expect, test } from '../../../fixtures/test';

/*
 * Route ownership (docs/adr/0017): a route, a modal and a guard that exist only in a rebuilt
 * mfe-catalog (its test build, MALL_SQUAD_CHECK=1) work once only catalog is deployed — its files and
 * its declaration in the runtime config, as the deploy records them with mergeDeclaration — while the
 * shell's build stays byte-identical.
 */
const SHELL_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shell/dist');

let buildDir: string;
let declaration: RemoteDeclaration;
let shellBefore: string;

test.beforeAll(async () => {
  test.setTimeout(300_000); // the first worker builds catalog once (about a minute on two cores)
  shellBefore = folderHash(SHELL_DIST);
  const build = await squadCheckBuild();
  declaration = build.declaration;
  buildDir = build.dir;
});

/**
 * The deploy of catalog alone: the new build in a folder of its own on catalog's host, and in the
 * runtime config catalog's manifest URL and its declaration (recorded with mergeDeclaration), nothing else.
 */
async function deployCatalog(page: Page) {
  const folder = `http://localhost:${portOf('catalog')}/squad-check`;
  await routeFolder(page, folder, buildDir);
  await routeRuntimeConfig(page, (config: RuntimeConfigJson) =>
    mergeDeclaration(
      { ...config, remotes: { ...(config.remotes as object), catalog: `${folder}/mf-manifest.json` } } as RuntimeConfigJson & { declarations?: Declarations },
      declaration,
    ),
  );
}

test('before catalog declares it, /goods/squad-check is the not-found page', async ({ page }) => {
  expect(declaration.routes.map((r) => r.path)).toContain('/goods/squad-check');
  await page.goto('/goods/squad-check');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});

test("the new route's guard sends a visitor to the login", async ({ page }) => {
  await deployCatalog(page);
  await page.goto('/goods/squad-check');
  await expect(page).toHaveURL(/\/login\?redirect_to_after=%2Fgoods%2Fsquad-check$/);
});

test.describe('as a member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('the new route and its modal work, with the shell untouched', async ({ page }) => {
    await deployCatalog(page);
    await page.goto('/goods/squad-check');
    await expect(page.getByRole('heading', { name: '카탈로그 단독 배포 확인' })).toBeVisible();
    await expect(page.getByText('이 페이지는 카탈로그 배포만으로 추가되었습니다.')).toBeVisible();

    await page.getByRole('button', { name: '안내 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '배포 안내' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#squad-check-notice\?from=page$/);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();

    // An existing catalog page comes from the new build too.
    await page.goto('/goods/detail/1');
    await expect(page.locator('.remote-root--catalog h1').first()).toBeVisible();
    expect(folderHash(SHELL_DIST)).toBe(shellBefore);
  });
});
