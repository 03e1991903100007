import type { AppEnvironment } from '@mall/shared-contracts';
import './app-layout.css';

export const APP_LAYOUT_CLASS = 'app-webview';

/**
 * In our app the root element gets `app-webview` and `app-webview--<os>` before the first paint:
 * the app draws its own status bar and bottom tab bar (홈, 카테고리, 마이), so the page drops
 * what that chrome already shows (app-layout.css). Nothing else depends on being in the app.
 */
export function applyAppLayout(environment: AppEnvironment | null, root: HTMLElement = document.documentElement): void {
  if (!environment) return;
  root.classList.add(APP_LAYOUT_CLASS, `${APP_LAYOUT_CLASS}--${environment.os}`);
  root.dataset.appVersion = environment.version;
}
