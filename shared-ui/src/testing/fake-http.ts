import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/* ------------------------------------------------------------------------------------------ */
/* HTTP: a real axios instance whose adapter answers from a route table (no network).          */
/* ------------------------------------------------------------------------------------------ */

export interface FakeRequest {
  method: string;
  /** Path without the query string, e.g. `/api/v1/goods/1`. */
  url: string;
  params: Record<string, unknown>;
  /** The request body, parsed back from JSON. */
  data: unknown;
  headers: Record<string, string>;
  config: InternalAxiosRequestConfig;
}

export interface FakeReply {
  status: number;
  data?: unknown;
  /** Response headers (e.g. the uid-token mall-api issues). */
  headers?: Record<string, string>;
}

export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

/** `{ 'GET /api/v1/goods/1': { status: 200, data } }` or a handler per key. */
export type FakeRoutes = Record<string, FakeReply | FakeHandler>;

export const ok = (data: unknown, headers?: Record<string, string>): FakeReply => ({ status: 200, data, ...(headers ? { headers } : {}) });
export const fail = (status: number, message = '오류', extra: Record<string, unknown> = {}): FakeReply => ({
  status,
  data: { status, code: `E${status}`, message, ...extra },
});

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** An axios adapter answering from `routes` (mutable) and recording every request. */
export function createFakeAdapter(routes: FakeRoutes = {}) {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const rawUrl = config.url ?? '';
    const url = rawUrl.split('?')[0]!;
    const method = (config.method ?? 'get').toUpperCase();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) headers[k.toLowerCase()] = String(v);
    const req: FakeRequest = { method, url, params: (config.params ?? {}) as Record<string, unknown>, data: parseBody(config.data), headers, config };
    requests.push(req);
    const route = routes[`${method} ${url}`];
    const reply: FakeReply = route === undefined ? fail(404, '찾을 수 없습니다.') : typeof route === 'function' ? await route(req) : route;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return { adapter, requests, routes };
}

/* ------------------------------------------------------------------------------------------ */
/* Platform                                                                                   */
