import { describe, expect, it } from 'vitest';
import axios from 'axios';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeAdapter, createFakePlatform, fail, ok } from '../../testing/fake-platform';
import { PlatformContext } from '../../remote/platform-context';
import { quietHttp, useHttp } from '../quiet-http';

function server() {
  const fake = createFakeAdapter({
    'GET /x': ok({ a: 1 }),
    'POST /x': ok({ b: 2 }),
    'PUT /x': ok({}),
    'PATCH /x': ok({}),
    'DELETE /x': ok({}),
    'GET /bad': fail(500),
  });
  const http = axios.create({ adapter: fake.adapter });
  return { http, requests: fake.requests };
}

describe('quietHttp: the remote kit client', () => {
  it('sends every call with skipErrorAlert unless the call asks for the alert', async () => {
    const { http, requests } = server();
    const q = quietHttp(http);
    await q.get('/x');
    await q.post('/x', { n: 1 });
    await q.put('/x', {}, { params: { p: 1 } });
    await q.patch('/x');
    await q.delete('/x', { alertOnError: true });
    await q.request({ url: '/x', method: 'get', alertOnError: true });
    expect(requests.map((r) => [r.method, r.config.skipErrorAlert])).toEqual([
      ['GET', true],
      ['POST', true],
      ['PUT', true],
      ['PATCH', true],
      ['DELETE', false],
      ['GET', false],
    ]);
    expect(requests[1]!.data).toEqual({ n: 1 });
    expect(requests[2]!.params).toEqual({ p: 1 });
  });

  it('answers and rejects like the client underneath', async () => {
    const q = quietHttp(server().http);
    await expect(q.get('/x').then((r) => r.data)).resolves.toEqual({ a: 1 });
    await expect(q.get('/bad')).rejects.toMatchObject({ response: { status: 500 }, config: { skipErrorAlert: true } });
  });

  it("keeps the underlying client's defaults and interceptors (the shell's headers still go out)", async () => {
    const { http, requests } = server();
    http.interceptors.request.use((config) => {
      config.headers.set('user-device-type', 'mobile');
      return config;
    });
    const q = quietHttp(http);
    expect(q.defaults).toBe(http.defaults);
    await q.get('/x');
    expect(requests[0]!.headers['user-device-type']).toBe('mobile');
  });

  it('is one wrapper per client, so hooks that depend on it do not rerun', () => {
    const { http } = server();
    expect(quietHttp(http)).toBe(quietHttp(http));
    const platform = createFakePlatform();
    const wrapper = ({ children }: { children: ReactNode }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
    const { result, rerender } = renderHook(() => useHttp(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first).toBe(quietHttp(platform.http));
  });
});
