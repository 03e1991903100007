import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { LIMITS } from '@mall/shared-contracts';
import { alertsStore } from '../platform/alerts-store';

/** Renders the alert stack; only the last record is active (spec section 4). */
export function AlertStack() {
  const stack = useStore(alertsStore, (s) => s.stack);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const active = stack.at(-1);
  useEffect(() => confirmRef.current?.focus(), [active?.uuid]);
  if (!active) return null;
  return (
    <div className="alert-layer" style={{ zIndex: LIMITS.alertZIndex }}>
      <div className="alert-dim" />
      <div className="alert-box" role="alertdialog" aria-modal="true" aria-labelledby={`${active.uuid}-title`} aria-describedby={`${active.uuid}-msg`}>
        <h2 id={`${active.uuid}-title`} className="alert-box__title">
          {active.options.title}
        </h2>
        <p id={`${active.uuid}-msg`} className="alert-box__message">
          {active.message}
        </p>
        <div className="alert-box__actions">
          {active.type === 'confirm' ? (
            <button type="button" className="ui-button ui-button--outline" onClick={() => active.callback(false)}>
              {active.options.cancelButtonLabel}
            </button>
          ) : null}
          <button ref={confirmRef} type="button" className="ui-button" onClick={() => active.callback(true)}>
            {active.options.closeButtonLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
