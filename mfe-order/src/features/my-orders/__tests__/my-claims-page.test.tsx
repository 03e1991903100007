import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { isBuiltPath } from '@mall/shared-contracts';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, memberSession, renderWithPlatform } from '@mall/shared-ui/testing';
import { MyClaimsIndex, MyClaimsPage } from '../components/my-claims-page';

function renderAt(path: string) {
  const platform = createFakePlatform({ session: memberSession() });
  renderWithPlatform(
    <Routes>
      <Route path="/mypage/claim" element={<MyClaimsIndex />} />
      <Route path="/mypage/claim/:claimType/:tab?" element={<MyClaimsPage />} />
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
    expect(isBuiltPath(path)).toBe(true);
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
