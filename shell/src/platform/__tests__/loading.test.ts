import { afterEach, describe, expect, it } from 'vitest';
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { loadingStore, startLoading, trackHttpLoading } from '../loading';

/** An adapter whose responses the test releases one by one. */
function heldServer() {
  const pending: { config: InternalAxiosRequestConfig; resolve: (status: number) => void }[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      pending.push({
        config,
        resolve: (status) =>
          status < 400
            ? resolve({ data: {}, status, statusText: 'OK', headers: {}, config })
            : reject(new AxiosError('fail', 'ERR_BAD_RESPONSE', config, null, { data: {}, status, statusText: 'x', headers: {}, config })),
      });
    });
  return { adapter, pending };
}

const count = () => loadingStore.getState().count;

describe('loading count', () => {
  afterEach(() => loadingStore.setState({ count: 0 }));

  it('a task counts once however often it ends', () => {
    const done = startLoading();
    const other = startLoading();
    expect(count()).toBe(2);
    done();
    done();
    expect(count()).toBe(1);
    other();
    expect(count()).toBe(0);
  });

  it('counts API calls in flight, ending on success and on failure', async () => {
    const server = heldServer();
    const http = axios.create({ adapter: server.adapter });
    trackHttpLoading(http);
    const ok = http.get('/a');
    const failing = http.get('/b').catch((e: unknown) => e);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(count()).toBe(2);
    server.pending[0]!.resolve(200);
    await ok;
    expect(count()).toBe(1);
    server.pending[1]!.resolve(500);
    expect(await failing).toBeInstanceOf(AxiosError);
    expect(count()).toBe(0);
  });

  it('a request that fails before it is sent never starts the count', async () => {
    const server = heldServer();
    const http = axios.create({ adapter: server.adapter });
    http.interceptors.request.use(() => {
      throw new Error('refresh failed');
    });
    trackHttpLoading(http);
    await expect(http.get('/a')).rejects.toThrow('refresh failed');
    expect(count()).toBe(0);
  });
});
