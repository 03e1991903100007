import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { ErrorBoundary } from '@mall/shared-ui';
import { alertsStore } from '../platform/alerts-store';
import { useInertSiblings } from '../components/inert-siblings';
import type { ModalStackController } from './modal-stack';

// The frame (parcel mounting, styles) is not needed for the first paint.
const ModalFrame = lazy(() => import('./modal-frame').then((m) => ({ default: m.ModalFrame })));

/**
 * Draws the open modals of the stack over the page. While any is open the header and the page are
 * inert; alerts (their own layer) stay usable above and the live regions keep speaking. Escape closes the top modal, like back.
 */
export function ModalStack({ controller }: { controller: ModalStackController }) {
  const stack = useStore(controller.store, (s) => s.stack);
  const layer = useRef<HTMLDivElement>(null);
  const open = stack.length > 0;
  // What had focus when each modal opened, read before anything turns inert (the frame may mount
  // later, once its chunk has loaded, when the browser has already moved focus off the inert page).
  const openers = useRef(new Map<string, Element | null>());
  useLayoutEffect(() => {
    for (const { id } of stack) if (!openers.current.has(id)) openers.current.set(id, document.activeElement);
  }, [stack]);
  const takeOpener = (id: string) => {
    const opener = openers.current.get(id) ?? null;
    openers.current.delete(id);
    return opener;
  };
  useInertSiblings(layer, 'modals', open, '[data-layer="alerts"], [data-layer="announcer"]');

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !alertsStore.getState().stack.length) controller.api.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, controller]);

  return (
    <div ref={layer} className="modal-stack" data-layer="modals">
      {stack.map((entry, depth) => (
        <ErrorBoundary
          key={entry.id}
          onError={(error) => {
            // The shell's own frame chunk failed: the modal cannot show, so it closes (spec section 8).
            console.error('[shell] 모달 프레임을 불러오지 못했습니다', error);
            controller.closeEntry(entry.id);
          }}
        >
          <Suspense fallback={null}>
            <ModalFrame entry={entry} depth={depth} active={depth === stack.length - 1} takeOpener={() => takeOpener(entry.id)} controller={controller} />
          </Suspense>
        </ErrorBoundary>
      ))}
    </div>
  );
}
