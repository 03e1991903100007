import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '@mall/shared-ui';
import { markRouteLoaded, reloadForStaleChunk } from './chunk-reload';

/**
 * A shell page in its own chunk (not needed for the first paint). A chunk gone after a redeploy
 * reloads the page once; any other failure (or the same failure again) reaches the application
 * error view through the error boundary.
 */
export function lazyRoute<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() =>
    load().then(
      (component) => {
        markRouteLoaded();
        return { default: component };
      },
      (error: unknown) => {
        if (reloadForStaleChunk(error)) return new Promise<never>(() => undefined);
        throw error;
      },
    ),
  );
  return function LazyRoute(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const LazySidebarPage = lazyRoute(() => import('../sidebar/sidebar-page').then((m) => m.SidebarPage));
export const LazySettingPage = lazyRoute(() => import('../native/setting-page').then((m) => m.SettingPage));
export const LazyExternalPage = lazyRoute(() => import('../external/external-page').then((m) => m.ExternalPage));
// Shown only while the mall is under maintenance: the first page of an open mall never loads it.
export const LazyMaintenancePage = lazyRoute(() => import('../components/maintenance-page').then((m) => m.MaintenancePage));
