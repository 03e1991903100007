import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { PlanningPage } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test.describe('as a member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('a member’s planning views are recorded for the recent planning list', async ({ page }) => {
    const planning = new PlanningPage(page);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/v1/recent-view/planning-events') && r.request().method() === 'POST');
    await planning.goto(3);
    await expect(planning.heading).toHaveText('니트 & 가디건 위크', { timeout: CONTENT_TIMEOUT });
    const response = await recorded;
    expect(response.status()).toBe(200);
    // Read back the list with the member's own token (the one the page sent).
    const authorization = (await response.request().allHeaders()).authorization;
    expect(authorization).toMatch(/^Bearer /);
    const res = await page.request.get('/api/v1/recent-view/planning-events', { headers: { authorization: authorization! } });
    const body = (await res.json()) as { planning_events: { id: number; title: string }[] };
    expect(body.planning_events[0]).toMatchObject({ id: 3, title: '니트 & 가디건 위크' });
  });
});
