import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { API, APP_POPUP_SEEN_KEY, detectAppWebView, MAIN_POPUP_HIDE_KEY, parseKstDateTime } from '@mall/shared-contracts';
import { createFakeNative, createFakePlatform, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { storage } from '../../platform/storage';
import { MainPopupHost } from '../main-popup-host';

const POPUPS = {
  popups: [
    {
      id: 1,
      title: '겨울 아우터 최대 50% 할인',
      image_url: '/media/popups/1.svg',
      link_url: '/goods/category/001001',
      start_at: '2026-10-22T00:00:00.000Z',
      end_at: '2099-12-30T15:00:00.000Z',
    },
  ],
};

const saved = () => localStorage.getItem(MAIN_POPUP_HIDE_KEY);
const render = (route: string) =>
  renderWithPlatform(<MainPopupHost />, { platform: createFakePlatform({ routes: { [`GET ${API.popups}`]: ok(POPUPS) } }), route });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(parseKstDateTime('2026-11-21 23:00:00')!);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('MainPopupHost', () => {
  it('waits while a first-time app user is shown the app popup, and shows on their next visit to /', async () => {
    const app = () =>
      createFakePlatform({ routes: { [`GET ${API.popups}`]: ok(POPUPS) }, native: createFakeNative(detectAppWebView('Mozilla/5.0 KMallApp/2.4.0 (Android)')) });
    const first = renderWithPlatform(<MainPopupHost />, { platform: app(), route: '/' });
    // Long enough for the lazy popup and its (fake, instant) request to show if the host let it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    storage.set(APP_POPUP_SEEN_KEY, true);
    renderWithPlatform(<MainPopupHost />, { platform: app(), route: '/' });
    expect(await screen.findByRole('dialog', { name: '메인 팝업' })).toBeTruthy();
  });

  it('starts only after the page has painted: no popup and no popup request in the first frame', async () => {
    const platform = createFakePlatform({ routes: { [`GET ${API.popups}`]: ok(POPUPS) } });
    let frame: FrameRequestCallback | undefined;
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    renderWithPlatform(<MainPopupHost />, { platform, route: '/' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.requests.filter((r) => r.url === API.popups)).toHaveLength(0);

    raf.mockRestore();
    act(() => frame!(performance.now()));
    expect(await screen.findByRole('dialog', { name: '메인 팝업' })).toBeTruthy();
    expect(platform.requests.filter((r) => r.url === API.popups)).toHaveLength(1);
  });

  it('shows the main popups on / and "오늘 하루 보지 않기" keeps them hidden through today', async () => {
    const first = render('/');
    expect(await screen.findByRole('dialog', { name: '메인 팝업' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '겨울 아우터 최대 50% 할인' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(saved()!).value).toEqual({ key: MAIN_POPUP_HIDE_KEY, isTodayClose: true, closeDate: '2026-11-21' });
    first.unmount();

    render('/');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows them again the next day (KST) and deletes the expired entry', async () => {
    const first = render('/');
    fireEvent.click(await screen.findByRole('button', { name: '오늘 하루 보지 않기' }));
    first.unmount();
    expect(saved()).not.toBeNull();
    vi.setSystemTime(parseKstDateTime('2026-11-22 00:00:01')!);
    render('/');
    expect(await screen.findByRole('dialog', { name: '메인 팝업' })).toBeTruthy();
    expect(saved()).toBeNull();
  });

  it('"닫기" closes without saving anything', async () => {
    render('/');
    fireEvent.click(await screen.findByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved()).toBeNull();
  });

  it('does not show on other pages', async () => {
    const { platform } = render('/cart');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.requests.filter((r) => r.url === API.popups)).toHaveLength(0);
  });
});
