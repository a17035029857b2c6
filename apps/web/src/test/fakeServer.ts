import { vi } from 'vitest';

type Answer =
  | { value: unknown }
  | { failure: { code: string; message?: string; data?: Record<string, unknown> }; status?: number };
type Handler = (init: { method: string; url: URL; body: unknown }) => Answer;

/** A fetch stub for contract calls: `METHOD /path` → answer; every call is recorded (query included). */
export function fakeServer(routes: Record<string, Answer | Handler>) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : input instanceof URL ? input.href : input,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route({ method, url, body }) : route;
    if (!answer)
      return Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found' }), {
          status: 404,
        }),
      );
    if ('value' in answer)
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, value: answer.value }), { status: 200 }),
      );
    return Promise.resolve(
      new Response(JSON.stringify({ success: false, ...answer.failure }), { status: answer.status ?? 400 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
