import { vi } from 'vitest';

type Answer =
  | { value: unknown }
  | { failure: { code: string; message?: string; data?: Record<string, unknown> }; status?: number };
type Handler = (init: { method: string; url: URL; body: unknown }) => Answer;

/** A fetch stub for the accounts calls: `METHOD /path` → answer; every call is recorded. */
export function fakeAccountsServer(routes: Record<string, Answer | Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : input instanceof URL ? input.href : input,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
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

export const SLIDER = {
  challengeId: 'c1',
  action: 'login',
  trackWidth: 300,
  trackHeight: 150,
  pieceWidth: 50,
  pieceY: 40,
  background: 'data:image/svg+xml;base64,PHN2Zy8+',
  piece: 'data:image/svg+xml;base64,PHN2Zy8+',
  expiresAt: Date.now() + 60_000,
};

export const CAPTCHA = {
  captchaId: 'cap1',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  length: 4,
  expiresAt: Date.now() + 60_000,
};
