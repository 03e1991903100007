import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { bestRouteOf } from '@mall/shared-contracts';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, memberSession, renderWithPlatform } from '@mall/shared-ui/testing';
import { ComplaintsIndex, ComplaintsPage } from '../components/complaints-page';
import { ORDER_TABLE } from '../../../declaration';

function renderAt(path: string) {
  const platform = createFakePlatform({ session: memberSession() });
  renderWithPlatform(
    <Routes>
      <Route path="/mypage/claim" element={<ComplaintsIndex />} />
      <Route path="/mypage/claim/:claimType/:tab?" element={<ComplaintsPage />} />
    </Routes>,
    { platform, route: path },
  );
  return platform;
}

describe('/mypage/claim without a tab', () => {
  it.each([
    ['/mypage/claim/delivery-delay', '/mypage/claim/delivery-delay/claimable'],
    ['/mypage/claim/soldout-cancel', '/mypage/claim/soldout-cancel/claimable'],
    ['/mypage/claim', '/mypage/claim/delivery-delay/claimable'],
  ])('%s opens its default tab %s', async (path, expected) => {
    // The shell routes the path to this remote (its declaration), not to not-found.
    expect(bestRouteOf(ORDER_TABLE.routes, path)).not.toBeNull();
    const platform = renderAt(path);
    await waitFor(() => expect(platform.history.location.pathname).toBe(expected));
    expect(screen.queryByText('페이지를 찾을 수 없습니다')).toBeNull();
  });

  it('an unknown type or tab is still not found', () => {
    renderAt('/mypage/claim/lost-parcel');
    expect(screen.getByText(/페이지를 찾을 수 없습니다/)).toBeTruthy();
    renderAt('/mypage/claim/delivery-delay/elsewhere');
    expect(screen.getAllByText(/페이지를 찾을 수 없습니다/)).toHaveLength(2);
  });
});
