import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@mall/shared-contracts';
import { createFakeNative, createFakePlatform, renderWithPlatform } from '@mall/shared-ui/testing';
import { ExternalPage } from '../external-page';

const route = (url: string) => `/external?url=${encodeURIComponent(url)}`;

describe('ExternalPage', () => {
  it('on the web shows where the shopper is going and lets them choose', () => {
    renderWithPlatform(<ExternalPage />, { platform: createFakePlatform(), route: route('https://instagram.com/kmall.official') });
    expect(screen.getByRole('heading', { name: '외부 사이트로 이동', level: 1 })).toBeTruthy();
    expect(screen.getByText('instagram.com')).toBeTruthy();
    const go = screen.getByRole('link', { name: '이동하기' });
    expect(go.getAttribute('href')).toBe('https://instagram.com/kmall.official');
    expect(go.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['javascript:alert(1)', '/goods/detail/1', ''])('refuses %j and offers the way home', (url) => {
    renderWithPlatform(<ExternalPage />, { platform: createFakePlatform(), route: route(url) });
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.externalUrlInvalid);
    expect(screen.queryByRole('link', { name: '이동하기' })).toBeNull();
  });

  it('in the app opens the system browser instead of leaving the WebView', async () => {
    const native = createFakeNative({ os: 'android', version: '2.4.0' }, { 'external.open': () => ({ opened: true }) });
    renderWithPlatform(<ExternalPage />, { platform: createFakePlatform({ native }), route: route('https://youtube.com/@kmall') });
    expect(await screen.findByText(MESSAGES.externalOpenedInBrowser)).toBeTruthy();
    expect(native.calls).toEqual([{ type: 'external.open', payload: { url: 'https://youtube.com/@kmall' } }]);
    expect(screen.queryByRole('link', { name: '이동하기' })).toBeNull();
  });

  it('in an app that cannot open it, falls back to the link', async () => {
    const native = createFakeNative({ os: 'ios', version: '2.4.0' });
    renderWithPlatform(<ExternalPage />, { platform: createFakePlatform({ native }), route: route('https://youtube.com/@kmall') });
    await waitFor(() => expect(screen.getByText(MESSAGES.externalOpenFailed)).toBeTruthy());
    expect(screen.getByRole('link', { name: '이동하기' }).getAttribute('href')).toBe('https://youtube.com/@kmall');
  });
});

describe('ExternalPage for the claim offer (/print/claim-offer)', () => {
  const print = (url: string) => `/print/claim-offer?url=${encodeURIComponent(url)}`;

  it('says the offer prints at the print service, and leaves there by choice on the web', () => {
    renderWithPlatform(<ExternalPage purpose="claim-offer" />, { platform: createFakePlatform(), route: print('https://www.cjlogistics.com/') });
    expect(screen.getByRole('heading', { name: '교환·반품 신청서 출력', level: 1 })).toBeTruthy();
    expect(screen.getByText('www.cjlogistics.com')).toBeTruthy();
    expect(screen.getByText(/인쇄한 신청서를 회수할 상품과 함께 동봉해 주세요/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '출력 페이지로 이동' }).getAttribute('href')).toBe('https://www.cjlogistics.com/');
    expect(document.title).toBe('신청서 출력 | 케이몰');
  });

  it('refuses an address that is not a web address, under its own title', () => {
    renderWithPlatform(<ExternalPage purpose="claim-offer" />, { platform: createFakePlatform(), route: print('javascript:alert(1)') });
    expect(screen.getByRole('heading', { name: '교환·반품 신청서 출력', level: 1 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.externalUrlInvalid);
    expect(screen.queryByRole('link', { name: '출력 페이지로 이동' })).toBeNull();
  });

  it('in the app opens the print page in the system browser', async () => {
    const native = createFakeNative({ os: 'android', version: '2.4.0' }, { 'external.open': () => ({ opened: true }) });
    renderWithPlatform(<ExternalPage purpose="claim-offer" />, { platform: createFakePlatform({ native }), route: print('https://www.cjlogistics.com/') });
    expect(await screen.findByText(MESSAGES.externalOpenedInBrowser)).toBeTruthy();
    expect(native.calls).toEqual([{ type: 'external.open', payload: { url: 'https://www.cjlogistics.com/' } }]);
  });
});
