import { NativeBridgeError, type AppEnvironment, type NativeApi, type NativePayload, type NativeRequestType, type NativeResult } from '@mall/shared-contracts';

export type FakeNativeHandlers = { [T in NativeRequestType]?: (payload: NativePayload<T>) => NativeResult<T> | Promise<NativeResult<T>> };

export interface FakeNative extends NativeApi {
  /** Every call the page made, in order. */
  calls: { type: NativeRequestType; payload: unknown }[];
  handlers: FakeNativeHandlers;
}

/**
 * A fake platform.native. Without an environment it behaves like a browser (not available, every
 * call rejects with NOT_AVAILABLE); with one, calls are answered by `handlers` (a missing handler
 * rejects with FAILED, like an app that does not know the request).
 */
export function createFakeNative(environment: AppEnvironment | null = null, given: FakeNativeHandlers = {}): FakeNative {
  const calls: FakeNative['calls'] = [];
  // Every app keeps its device secret in a keystore: the fake keeps it in memory unless a test says otherwise.
  let keystore: string | null = null;
  const keystoreHandler: FakeNativeHandlers['device.secret'] = (payload) => {
    if (payload?.secret) keystore = payload.secret;
    return { secret: keystore };
  };
  // Tests swap handlers on the object they passed in mid-test, so `handlers` is that very object.
  const handlers = given;
  return {
    environment,
    calls,
    handlers,
    isAvailable: () => environment !== null,
    call(type, ...payload) {
      calls.push({ type, payload: payload[0] });
      if (!environment) return Promise.reject(new NativeBridgeError('NOT_AVAILABLE'));
      const handler = (handlers[type] ?? (type === 'device.secret' ? keystoreHandler : undefined)) as ((p: unknown) => unknown) | undefined;
      if (!handler) return Promise.reject(new NativeBridgeError('FAILED'));
      return Promise.resolve().then(() => handler(payload[0])) as Promise<NativeResult<typeof type>>;
    },
  };
}
