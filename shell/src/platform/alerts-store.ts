import { createStore } from 'zustand/vanilla';
import { ALERT_DEFAULTS, type AlertOptions, type AlertsApi } from '@mall/shared-contracts';

export interface AlertRecord {
  uuid: string;
  type: 'alert' | 'confirm';
  message: string;
  options: Required<AlertOptions>;
  callback: (confirmed: boolean) => void;
}

/** The alert stack: only the last record is active; confirm resolves true, cancel false. */
export const alertsStore = createStore<{ stack: AlertRecord[] }>(() => ({ stack: [] }));

let seq = 0;
function push(type: AlertRecord['type'], message: string, options: AlertOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const uuid = `alert-${++seq}`;
    const record: AlertRecord = {
      uuid,
      type,
      message,
      options: {
        title: options.title ?? ALERT_DEFAULTS.titles[type],
        closeButtonLabel: options.closeButtonLabel ?? ALERT_DEFAULTS.closeButtonLabel,
        cancelButtonLabel: options.cancelButtonLabel ?? ALERT_DEFAULTS.cancelButtonLabel,
      },
      callback: (confirmed) => {
        alertsStore.setState((s) => ({ stack: s.stack.filter((a) => a.uuid !== uuid) }));
        resolve(confirmed);
      },
    };
    alertsStore.setState((s) => ({ stack: [...s.stack, record] }));
  });
}

export const alerts: AlertsApi = {
  alert: (message, options) => push('alert', message, options).then(() => undefined),
  confirm: (message, options) => push('confirm', message, options),
};
