import { useState } from 'react';
import { MESSAGES, type Platform } from '@mall/shared-contracts';
// The package's own entry, never a relative import: the platform context must be the shared singleton's.
import { usePlatform } from '@mall/shared-ui';
import './copy-button.css';

/** What a copy tells the shopper (the spec's "address copied", and the same for the other things one copies). */
export const COPY_MESSAGES = {
  address: MESSAGES.addressCopied,
  account: '계좌번호가 복사되었습니다.',
  invoice: '송장번호가 복사되었습니다.',
  couponCode: '쿠폰 코드가 복사되었습니다.',
  failed: '복사하지 못했습니다. 길게 눌러 직접 복사해 주세요.',
} as const;

export type CopyKind = Exclude<keyof typeof COPY_MESSAGES, 'failed'>;

/** The browser's clipboard, else the selection-copy command older WebViews still have; throws when neither copies. */
async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  try {
    area.select();
    if (!document.execCommand('copy')) throw new Error('document.execCommand("copy") returned false');
  } finally {
    area.remove();
  }
}

/**
 * Copies text and says so in the shell's alert. A failure (no permission, an old WebView) is logged to
 * the console (spec, "Clipboard copy failure is logged to the console") and the shopper is told to copy
 * it by hand. Resolves whether it copied.
 */
export async function copyToClipboard(platform: Pick<Platform, 'alerts'>, text: string, kind: CopyKind): Promise<boolean> {
  try {
    await writeClipboard(text);
  } catch (error) {
    console.error('[clipboard] copy failed', error);
    await platform.alerts.alert(COPY_MESSAGES.failed);
    return false;
  }
  await platform.alerts.alert(COPY_MESSAGES[kind]);
  return true;
}

/** A small 복사 button beside what it copies; `what` completes its name for a screen reader ("복사 배송지 주소"). */
export function CopyButton({ text, kind, what }: { text: string; kind: CopyKind; what: string }) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="ui-copy-button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void copyToClipboard(platform, text, kind).finally(() => setBusy(false));
      }}
    >
      복사<span className="ui-visually-hidden"> {what}</span>
    </button>
  );
}
