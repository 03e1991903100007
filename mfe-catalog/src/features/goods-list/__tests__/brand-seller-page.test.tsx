import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { brandPath, LISTING_MESSAGES, sellerShopPath } from '@mall/shared-contracts/catalog';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, fail, renderWithPlatform } from '@mall/shared-ui/testing';
import { BrandPage } from '../components/brand-page';
import { SellerPage } from '../components/seller-page';

// mall-api refuses an id beyond int4 as it refuses a malformed one (422): the page must not ask at all.
const TOO_LARGE = '2147483648';

function render(route: string) {
  const platform = createFakePlatform({
    routes: {
      [`GET ${brandPath(TOO_LARGE)}`]: fail(422, '입력값을 확인해 주세요.'),
      [`GET ${sellerShopPath(TOO_LARGE)}`]: fail(422, '입력값을 확인해 주세요.'),
    },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/goods/brand/:id" element={<BrandPage />} />
      <Route path="/goods/seller/:id" element={<SellerPage />} />
    </Routes>,
    { platform, route },
  );
  return platform;
}

describe('brand and seller pages with an id beyond a database id', () => {
  it.each([
    ['/goods/brand/', LISTING_MESSAGES.brandNotFound],
    ['/goods/seller/', LISTING_MESSAGES.sellerNotFound],
  ])('%s2147483648 is not found, not a retry', async (base, notFound) => {
    const platform = render(`${base}${TOO_LARGE}`);
    expect(await screen.findByText(notFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(platform.requests).toEqual([]);
  });
});
