import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { MESSAGES } from '@mall/shared-contracts';
import { alertsStore, missingFields, type AlertRecord } from '../platform/alerts-store';
import { announce, clearAnnouncement } from '../platform/announcer';
import { restoreFocus, trapTab, useInertSiblings } from './inert-siblings';
import './alert-stack.css';

/**
 * Renders the alert stack above the page and every open modal. Only the last record is active;
 * the ones under it are inert and hidden from assistive technology until it closes.
 */
export function AlertStack() {
  const stack = useStore(alertsStore, (s) => s.stack);
  const zIndex = useStore(alertsStore, (s) => s.zIndex);
  const layer = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const open = stack.length > 0;
  useInertSiblings(layer, 'alerts', open, '[data-layer="announcer"]');
  // The active alert is also spoken through the assertive live region: a WebView's screen reader
  // does not always speak a dialog that takes the focus.
  const active = stack[stack.length - 1];
  const spoken = active ? `${active.options.title}: ${active.message}` : null;
  useEffect(() => {
    if (!spoken) return;
    announce(spoken, 'assertive');
    return () => clearAnnouncement(spoken, 'assertive');
  }, [spoken, active?.uuid]);
  // A layout effect: it runs before the box focuses its button, and hands focus back after the page is no longer inert.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    return () => restoreFocus(opener.current);
  }, [open]);
  return (
    <div ref={layer} className="alert-stack" data-layer="alerts">
      {stack.map((record, i) => (
        <AlertBox key={record.uuid} record={record} active={i === stack.length - 1} dim={i === 0} zIndex={zIndex} />
      ))}
    </div>
  );
}

function AlertBox({ record, active, dim, zIndex }: { record: AlertRecord; active: boolean; dim: boolean; zIndex: number }) {
  const { uuid, type, options, fields, message } = record;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);

  useEffect(() => {
    if (!active) return;
    const firstField = formRef.current?.querySelector<HTMLInputElement>('input');
    (firstField ?? confirmRef.current)?.focus();
  }, [active]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = missingFields(fields, values);
    setMissing(blank);
    if (blank.length) formRef.current?.querySelector<HTMLInputElement>(`[name="${blank[0]}"]`)?.focus();
    else record.callback(true, values);
  };

  return (
    <div className="alert-layer" style={{ zIndex }} inert={!active} aria-hidden={active ? undefined : true} data-alert-active={active}>
      {dim ? <div className="alert-dim" /> : null}
      <form
        ref={formRef}
        className="alert-box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${uuid}-title`}
        aria-describedby={`${uuid}-msg`}
        noValidate
        onSubmit={submit}
        onKeyDown={(e) => {
          // Escape answers an alert (its only button) or a confirm (its cancel). A prompt stays: Escape
          // must not throw away what was typed; its 취소 button cancels.
          if (e.key === 'Escape' && type !== 'prompt') {
            e.preventDefault();
            e.stopPropagation();
            record.callback(type === 'alert');
          } else trapTab(e, formRef.current);
        }}
      >
        <h2 id={`${uuid}-title`} className="alert-box__title">
          {options.title}
        </h2>
        <p id={`${uuid}-msg`} className="alert-box__message">
          {message}
        </p>
        {fields.map((field) => {
          const invalid = missing.includes(field.name);
          return (
            <div key={field.name} className="alert-box__field">
              <label htmlFor={`${uuid}-${field.name}`}>{field.label}</label>
              <input
                id={`${uuid}-${field.name}`}
                name={field.name}
                type={field.type ?? 'text'}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                placeholder={field.placeholder}
                required={field.required}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${uuid}-${field.name}-error` : undefined}
                value={values[field.name] ?? field.defaultValue ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              />
              {invalid ? (
                <p id={`${uuid}-${field.name}-error`} className="alert-box__error">
                  {MESSAGES.promptRequired}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="alert-box__actions">
          {type === 'alert' ? null : (
            <button type="button" className="ui-button ui-button--outline" onClick={() => record.callback(false)}>
              {options.cancelButtonLabel}
            </button>
          )}
          <button ref={confirmRef} type="submit" className="ui-button">
            {options.closeButtonLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
