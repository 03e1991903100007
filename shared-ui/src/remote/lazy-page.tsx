import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '../widgets/status-panel';

/**
 * A page of a remote's route table in its own chunk: the remote entry and the first page stay
 * light, and a page's code arrives when its route is visited. One way for every remote:
 * `const JoinPage = lazyPage(() => import('./features/join/components/join-page').then((m) => m.JoinPage));`
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
