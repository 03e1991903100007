import { MESSAGES } from '@mall/shared-contracts';
import { ErrorBoundary, useLocation, useNavigate } from '@mall/shared-ui';
import type { ReactNode } from 'react';

/** Spec section 8: an unhandled application error replaces the page with this view. */
export function AppErrorView() {
  const navigate = useNavigate();
  return (
    <main id="content" className="shell-main" tabIndex={-1}>
      <section className="ui-status app-error" role="alert" aria-labelledby="app-error-title" data-app-error>
        <h1 id="app-error-title" className="ui-status__title">
          {MESSAGES.appErrorTitle}
        </h1>
        <p className="ui-status__desc">{MESSAGES.appErrorDescription}</p>
        <div className="app-error__actions">
          <button type="button" className="ui-button" onClick={() => navigate('/')}>
            {MESSAGES.goHome}
          </button>
          <button type="button" className="ui-button ui-button--outline" onClick={() => window.location.reload()}>
            {MESSAGES.reloadPage}
          </button>
        </div>
      </section>
    </main>
  );
}

/**
 * Catches render errors of the shell's own tree (header, shell pages, chrome) and shows the
 * application error view in place of the page until the next navigation (a new location key).
 * Errors inside a remote never get here: each remote has its own boundary and parcel fallback.
 * Errors outside rendering (event handlers, rejected promises) are left to the console: they
 * cannot be tied to the screen on show, which usually still works.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key} onError={(error) => console.error('[shell] 처리되지 않은 오류', error)} fallback={<AppErrorView />}>
      {children}
    </ErrorBoundary>
  );
}
