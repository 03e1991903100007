import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@mall/shared-contracts';
import { createFakePlatform, renderWithPlatform } from '../../testing/fake-platform';
import { COPY_MESSAGES, CopyButton, copyToClipboard } from '../copy-button';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copy to clipboard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the text and says the address was copied, in the catalogue’s words', async () => {
    const written: string[] = [];
    stubClipboard(async (text) => void written.push(text));
    const platform = createFakePlatform();
    renderWithPlatform(<CopyButton text="(06236) 서울특별시 강남구 테헤란로 152 12층" kind="address" what="배송지 주소" />, { platform });
    fireEvent.click(screen.getByRole('button', { name: '복사 배송지 주소' }));
    await waitFor(() => expect(platform.alertCalls).toEqual([{ type: 'alert', message: '주소가 복사되었습니다.', options: undefined }]));
    expect(COPY_MESSAGES.address).toBe(MESSAGES.addressCopied);
    expect(written).toEqual(['(06236) 서울특별시 강남구 테헤란로 152 12층']);
  });

  it.each([
    ['account', '계좌번호가 복사되었습니다.'],
    ['invoice', '송장번호가 복사되었습니다.'],
    ['couponCode', '쿠폰 코드가 복사되었습니다.'],
  ] as const)('%s: says what was copied', async (kind, message) => {
    stubClipboard(async () => undefined);
    const platform = createFakePlatform();
    expect(await copyToClipboard(platform, '1234', kind)).toBe(true);
    expect(platform.alertCalls.map((c) => c.message)).toEqual([message]);
  });

  it('a refused clipboard is logged to the console and the shopper is told to copy by hand', async () => {
    const refused = new DOMException('Write permission denied.', 'NotAllowedError');
    stubClipboard(() => Promise.reject(refused));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const platform = createFakePlatform();
    expect(await copyToClipboard(platform, '56211234567890', 'account')).toBe(false);
    expect(logged).toHaveBeenCalledWith('[clipboard] copy failed', refused);
    expect(platform.alertCalls.map((c) => c.message)).toEqual([COPY_MESSAGES.failed]);
  });

  it('without the clipboard API it copies through the selection command, and logs when that fails too', async () => {
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const platform = createFakePlatform();
    expect(await copyToClipboard(platform, 'CJ1234', 'invoice')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();

    exec.mockReturnValue(false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await copyToClipboard(platform, 'CJ1234', 'invoice')).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
    expect(platform.alertCalls.map((c) => c.message)).toEqual([COPY_MESSAGES.invoice, COPY_MESSAGES.failed]);
  });
});
