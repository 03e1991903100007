import { createStore } from 'zustand/vanilla';
import { ALERT_DEFAULTS, LIMITS, type AlertOptions, type AlertsApi, type PromptField, type PromptResult } from '@mall/shared-contracts';

export type AlertType = 'alert' | 'confirm' | 'prompt';

export interface AlertRecord {
  uuid: string;
  type: AlertType;
  message: string;
  options: Required<AlertOptions>;
  /** Form fields of a prompt; empty for alert and confirm. */
  fields: PromptField[];
  /** Confirm (with the form values for a prompt) or cancel; removes the record. */
  callback: (confirmed: boolean, values?: Record<string, string>) => void;
}

/**
 * The alert stack: only the last record is active; confirm resolves true, cancel false.
 * `zIndex` is LIMITS.alertZIndex, raised by the modal stack while modals are open (alertZIndex()).
 */
export const alertsStore = createStore<{ stack: AlertRecord[]; zIndex: number }>(() => ({ stack: [], zIndex: LIMITS.alertZIndex }));

let seq = 0;
function push(type: AlertType, message: string, options: AlertOptions = {}, fields: PromptField[] = []): Promise<PromptResult> {
  return new Promise((resolve) => {
    const uuid = `alert-${++seq}`;
    const record: AlertRecord = {
      uuid,
      type,
      message,
      fields,
      options: {
        title: options.title ?? ALERT_DEFAULTS.titles[type],
        closeButtonLabel: options.closeButtonLabel ?? ALERT_DEFAULTS.closeButtonLabel,
        cancelButtonLabel: options.cancelButtonLabel ?? ALERT_DEFAULTS.cancelButtonLabel,
      },
      callback: (confirmed, values = {}) => {
        alertsStore.setState((s) => ({ stack: s.stack.filter((a) => a.uuid !== uuid) }));
        resolve(confirmed ? { confirmed: true, values: promptValues(fields, values) } : { confirmed: false });
      },
    };
    alertsStore.setState((s) => ({ stack: [...s.stack, record] }));
  });
}

/** Every field gets a value (its default when untouched), and nothing that is not a field. */
export function promptValues(fields: PromptField[], values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? f.defaultValue ?? '']));
}

/** Names of required fields left blank; a prompt cannot be confirmed while there are any. */
export function missingFields(fields: PromptField[], values: Record<string, string>): string[] {
  const filled = promptValues(fields, values);
  return fields.filter((f) => f.required && !filled[f.name]!.trim()).map((f) => f.name);
}

export const alerts: AlertsApi = {
  alert: (message, options) => push('alert', message, options).then(() => undefined),
  confirm: (message, options) => push('confirm', message, options).then((r) => r.confirmed),
  prompt: (message, options) => {
    const { fields, ...rest } = options;
    return push('prompt', message, rest, fields);
  },
};
