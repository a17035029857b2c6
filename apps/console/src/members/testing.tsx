/**
 * Console screens rendered for component tests as the app renders them (Mantine, i18n, TanStack
 * Query, the router and the real API client), with the network answered by `answer`: the one
 * place a test stands in for the server.
 */
import { MantineProvider } from '@mantine/core';
import type { OpsPermission } from '@openlobby/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createApiClient } from '../api/client.ts';
import { ConsoleContext } from '../app/ConsoleContext.tsx';
import { type Me, MeContext } from '../app/MeContext.ts';
import { theme } from '../app/theme.ts';
import { changeLanguage, currentLanguage, initI18n } from '../i18n/i18n.ts';
import { createSessionStore } from '../session/session.ts';

export interface Sent {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
}

export type Answer = (
  request: Sent,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

export const ok = (value: unknown) => ({ status: 200, body: { success: true, value } });
export const refusal = (status: number, code: string) => ({
  status,
  body: { success: false, code, message: 'server text', data: {} },
});

/** Text as a reader sees it: the bidi isolation marks around values left out, spaces collapsed. */
export const readable = (text: string) =>
  text
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export async function useLanguage(language: 'EN' | 'UR'): Promise<void> {
  if (!i18next.isInitialized) await initI18n(language);
  else await changeLanguage(language);
}

export function renderScreen({
  path,
  at,
  element,
  permissions,
  answer,
  username = 'ops_one',
}: {
  /** The route pattern, such as /members/:memberId. */
  path: string;
  /** The address opened. */
  at: string;
  element: ReactNode;
  permissions: readonly OpsPermission[];
  answer: Answer;
  username?: string;
}) {
  const sent: Sent[] = [];
  const session = createSessionStore(sessionStorage, () => Date.now());
  session.start('test-token', Date.now() + 60 * 60_000);
  const api = createApiClient({
    session,
    language: currentLanguage,
    text: (key) => i18next.t(key),
    fetch: async (input, init) => {
      const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(address, 'http://console.test');
      const request: Sent = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      sent.push(request);
      const { status, body } = await answer(request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  const me: Me = { id: 1, username, merchantCode: 'DEMO', roles: [], permissions: [...permissions] };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ConsoleContext.Provider value={{ api, session }}>
          <MeContext.Provider value={me}>
            <MemoryRouter initialEntries={[at]}>
              <Routes>
                <Route path={path} element={element} />
              </Routes>
            </MemoryRouter>
          </MeContext.Provider>
        </ConsoleContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, sent };
}
