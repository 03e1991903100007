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
