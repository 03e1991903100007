import { MESSAGES } from '@mall/shared-contracts';
import type { ReactNode } from 'react';

export interface StatusPanelProps {
  title: string;
  description?: ReactNode;
  tone?: 'empty' | 'error' | 'info';
  action?: { label: string; onClick: () => void };
}

/** Empty, error and not-found states all look the same across remotes. */
export function StatusPanel({ title, description, tone = 'info', action }: StatusPanelProps) {
  return (
    <section className={`ui-status ui-status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <h2 className="ui-status__title">{title}</h2>
      {description ? <p className="ui-status__desc">{description}</p> : null}
      {action ? (
        <button type="button" className="ui-button ui-button--outline" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </section>
  );
}

export function Loading({ label = '불러오는 중입니다…' }: { label?: string }) {
  return (
    <div className="ui-loading" role="status" aria-live="polite">
      <span className="ui-loading__spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </div>
  );
}

/** A failed load says what did not load and offers "다시 시도"; the same panel on every page. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return <StatusPanel tone="error" title={title} description={MESSAGES.remoteLoadFailed} action={{ label: MESSAGES.retry, onClick: onRetry }} />;
}

/**
 * mall-api answers 404 when the thing asked for does not exist (its id routes answer 404 for a malformed
 * id too). A 422 is a refusal or a form error in mall-api's own words, never "not found".
 */
export function isNotFoundError(error: unknown): boolean {
  return (error as { response?: { status?: number } } | null)?.response?.status === 404;
}
