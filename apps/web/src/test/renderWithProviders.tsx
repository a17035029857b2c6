import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../shared/i18n/i18n.ts';

/** Renders with a fresh query client (no retries), i18n and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** A fetch stub answering every call with the contract's success envelope. */
export function answerWith(value: unknown): typeof fetch {
  return () => Promise.resolve(new Response(JSON.stringify({ success: true, value }), { status: 200 }));
}
