import {
  NATIVE_BRIDGE,
  NATIVE_INTERACTIVE,
  NativeBridgeError,
  type NativePayload,
  type NativeRequest,
  type NativeRequestType,
  type NativeResult,
} from '@mall/shared-contracts';
import { NativeReplySchema, NativeResultSchemas } from '@mall/shared-contracts/native-schemas';
import { findTransport, type NativeWindow } from './transport';

interface Pending {
  type: NativeRequestType;
  resolve: (value: unknown) => void;
  reject: (error: NativeBridgeError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface BridgeOptions {
  timeoutMs?: number;
  interactiveTimeoutMs?: number;
  newId?: () => string;
}

/**
 * Request/reply over the app bridge: every request carries an id, the app answers through the
 * callback installed on window, and the answer settles the request with that id. No answer in
 * time → TIMEOUT (a late answer is then ignored); a malformed one → INVALID_REPLY.
 */
export function createNativeBridge(win: NativeWindow, options: BridgeOptions = {}) {
  const { timeoutMs = NATIVE_BRIDGE.timeoutMs, interactiveTimeoutMs = NATIVE_BRIDGE.interactiveTimeoutMs } = options;
  let counter = 0;
  const newId = options.newId ?? (() => `n${Date.now().toString(36)}-${(counter += 1)}`);
  const pending = new Map<string, Pending>();

  win[NATIVE_BRIDGE.replyCallback] = (raw: unknown) => {
    let parsed: unknown = raw;
    try {
      if (typeof raw === 'string') parsed = JSON.parse(raw);
    } catch {
      console.error('[native] unreadable reply', raw);
      return;
    }
    const reply = NativeReplySchema.safeParse(parsed);
    const id = reply.success ? reply.data.id : (parsed as { id?: unknown } | null)?.id;
    const entry = typeof id === 'string' ? pending.get(id) : undefined;
    if (!entry) return; // late (timed out) or foreign
    pending.delete(id as string);
    clearTimeout(entry.timer);
    if (!reply.success) return entry.reject(new NativeBridgeError('INVALID_REPLY'));
    if (!reply.data.ok) return entry.reject(new NativeBridgeError(reply.data.error.code, reply.data.error.message));
    const result = NativeResultSchemas[entry.type].safeParse(reply.data.result);
    if (result.success) entry.resolve(result.data);
    else entry.reject(new NativeBridgeError('INVALID_REPLY'));
  };

  return {
    call<T extends NativeRequestType>(type: T, payload?: NativePayload<T>): Promise<NativeResult<T>> {
      const post = findTransport(win);
      if (!post) return Promise.reject(new NativeBridgeError('NOT_AVAILABLE'));
      const id = newId();
      const request: NativeRequest<T> = payload === undefined ? { id, type } : { id, type, payload };
      return new Promise<NativeResult<T>>((resolve, reject) => {
        const wait = NATIVE_INTERACTIVE.includes(type) ? interactiveTimeoutMs : timeoutMs;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new NativeBridgeError('TIMEOUT'));
        }, wait);
        pending.set(id, { type, resolve: resolve as (v: unknown) => void, reject, timer });
        try {
          post(JSON.stringify(request));
        } catch (error) {
          pending.delete(id);
          clearTimeout(timer);
          console.error('[native] postMessage failed', error);
          reject(new NativeBridgeError('FAILED'));
        }
      });
    },
    /** Requests still waiting for an answer (tests and diagnostics). */
    pendingCount: () => pending.size,
  };
}

export type NativeBridge = ReturnType<typeof createNativeBridge>;

let shared: NativeBridge | null = null;
/** One bridge per page: a second one would replace the reply callback and strand the first one's requests. */
export function sharedBridge(win: NativeWindow): NativeBridge {
  return (shared ??= createNativeBridge(win));
}
