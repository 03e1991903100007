import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import type { Platform } from '@mall/shared-contracts';
import { createFakePlatform, renderWithPlatform } from '@mall/shared-ui/testing';
import { loadingStore } from '../../platform/loading';
import { RemoteParcel } from '../remote-parcel';

/** A parcel whose mount writes text into the element single-spa-react's <Parcel> hands it. */
function textParcel(text: string, seen: { platform?: Platform } = {}): ParcelConfig {
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      const { domElement, platform } = props as unknown as { domElement: HTMLElement; platform: Platform };
      seen.platform = platform;
      domElement.textContent = text;
      return Promise.resolve();
    },
    unmount: (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
      return Promise.resolve();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RemoteParcel', () => {
  it('mounts the remote app with the platform as a prop', async () => {
    const seen: { platform?: Platform } = {};
    const platform = createFakePlatform({ remotes: { 'catalog/app': textParcel('카탈로그 화면', seen) } });
    renderWithPlatform(<RemoteParcel remote="catalog" />, { platform });
    expect(await screen.findByText('카탈로그 화면')).toBeTruthy();
    expect(platform.loadRemoteCalls).toEqual(['catalog/app']);
    expect(seen.platform).toBe(platform);
    expect(document.querySelector('.remote-root--catalog')).not.toBeNull();
  });

  it('shows the Korean fallback when loading fails, and retry loads again and mounts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const platform = createFakePlatform({
      loadRemote: (id) => {
        attempts++;
        return attempts === 1 ? Promise.reject(new Error(`offline: ${id}`)) : Promise.resolve(textParcel('주문 화면'));
      },
    });
    renderWithPlatform(<RemoteParcel remote="order" />, { platform });
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    const fallback = document.querySelector('[data-remote-fallback="order"]');
    expect(fallback).not.toBeNull();
    expect(fallback!.textContent).toContain('잠시 후 다시 시도해 주세요');
    expect(fallback!.textContent).toContain('주문 화면을 불러오지 못했습니다');

    fireEvent.click(retry);
    expect(await screen.findByText('주문 화면')).toBeTruthy();
    expect(platform.loadRemoteCalls).toEqual(['order/app', 'order/app']);
    expect(document.querySelector('[data-remote-fallback]')).toBeNull();
  });

  it('counts as loading for the loading bar until the remote arrives', async () => {
    let resolve!: (config: ParcelConfig) => void;
    const platform = createFakePlatform({ loadRemote: () => new Promise<ParcelConfig>((r) => (resolve = r as never)) });
    renderWithPlatform(<RemoteParcel remote="catalog" />, { platform });
    expect(loadingStore.getState().count).toBe(1);
    resolve(textParcel('카탈로그 화면'));
    expect(await screen.findByText('카탈로그 화면')).toBeTruthy();
    expect(loadingStore.getState().count).toBe(0);
  });
});
