import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { formatKstDateTime } from '@mall/shared-contracts';
import { createFakePlatform, renderWithPlatform } from '@mall/shared-ui/testing';
import { FindIdResultPage } from '../components/find-id-result-page';
import { FindPasswordChangePage } from '../components/find-password-change-page';
import { keepFindIdResult, keepPasswordReset } from '../find-results';

const later = (ms: number) => formatKstDateTime(new Date(Date.now() + ms));
const result = (expire: string) => ({
  find_results: [{ masking_login_id: 'de**', regist_type: 'shop' as const }],
  user_name: '김데모',
  access_token: 'a'.repeat(43),
  expire_at: expire,
  find_type: 'phone' as const,
  masked_contact: '010-****-5678',
});

describe('find result pages: reachable only with an unexpired result in this tab', () => {
  it('/find/id/result without a result goes back to find id', async () => {
    const platform = createFakePlatform();
    renderWithPlatform(<FindIdResultPage />, { platform, route: '/find/id/result' });
    await waitFor(() => expect(platform.history.location.pathname).toBe('/find/id'));
  });

  it('/find/id/result shows the masked ids of a kept result', async () => {
    const platform = createFakePlatform();
    keepFindIdResult(platform, { result: result(later(600_000)), contact: { phone: '01012345678' } });
    renderWithPlatform(<FindIdResultPage />, { platform, route: '/find/id/result' });
    expect(await screen.findByText('de**')).toBeTruthy();
    expect(screen.getByRole('button', { name: '문자로 아이디 받기' })).toBeTruthy();
  });

  it('/find/password/change with an expired token goes back to find password', async () => {
    const platform = createFakePlatform();
    keepPasswordReset(platform, { token: 'b'.repeat(43), expire_at: later(-2000), login_id: 'kim01' });
    renderWithPlatform(<FindPasswordChangePage />, { platform, route: '/find/password/change' });
    await waitFor(() => expect(platform.history.location.pathname).toBe('/find/password'));
  });

  it('/find/password/change with a live token asks for the new password of that id', async () => {
    const platform = createFakePlatform();
    keepPasswordReset(platform, { token: 'b'.repeat(43), expire_at: later(600_000), login_id: 'kim01' });
    renderWithPlatform(<FindPasswordChangePage />, { platform, route: '/find/password/change' });
    expect(await screen.findByText('kim01')).toBeTruthy();
  });
});
