import { LIMITS } from '@mall/shared-contracts';

/** Adds a vendor script (async) and settles when it has run or failed to load. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`스크립트를 불러오지 못했습니다: ${src}`));
    doc.head.appendChild(script);
  });
}

export interface WaitOptions {
  checks?: number;
  intervalMs?: number;
}

/**
 * A vendor script often defines its global some time after it loads. Spec section 9: wait up to
 * 10 checks of 100 ms (one check per interval), then give up; a check that throws counts as not ready.
 */
export function waitForGlobal(
  isReady: () => boolean,
  { checks = LIMITS.lazyScriptChecks, intervalMs = LIMITS.lazyScriptIntervalMs }: WaitOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = 0;
    const check = () => {
      done += 1;
      let ready = false;
      try {
        ready = isReady();
      } catch {
        ready = false;
      }
      if (ready) resolve();
      else if (done >= checks) reject(new Error(`전역 객체가 ${checks}번 확인하는 동안(${checks * intervalMs}ms) 나타나지 않았습니다`));
      else setTimeout(check, intervalMs);
    };
    setTimeout(check, intervalMs);
  });
}
