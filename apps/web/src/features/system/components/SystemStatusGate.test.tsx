import {
  type ConsolidatedSettingsValue,
  StorageKey,
  SystemStatus,
  WHITELABEL_FLAGS,
} from '@openlobby/contract/client';

type Whitelabel = ConsolidatedSettingsValue['whitelabel'];
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import { settingsFixture } from '../../../test/settingsFixture.ts';
import { SystemStatusGate } from './SystemStatusGate.tsx';
import { pickStatusPage } from './pickStatusPage.ts';

function settings(status: 0 | 1 | 2, maintenance = false): ConsolidatedSettingsValue {
  return settingsFixture({
    status: { status, maintenance, regionRestricted: status === 2, ip: '203.0.113.9', country: null },
    customerService: [{ csType: 'CS', path: 'https://support.example/chat' }],
  });
}

function renderGate(value: ConsolidatedSettingsValue) {
  localStorage.setItem(StorageKey.CONSOLIDATED_SETTINGS, JSON.stringify(value));
  // The background refresh must not replace the cached answer during the test.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SystemStatusGate pending={<p>pending</p>}>
        <p>lobby content</p>
      </SystemStatusGate>
    </QueryClientProvider>,
  );
}

describe('system status gate', () => {
  beforeAll(() => initI18n());
  afterEach(() => vi.unstubAllGlobals());

  it('maps the status codes of spec section 4', () => {
    expect(pickStatusPage(SystemStatus.NORMAL)).toBe('lobby');
    expect(pickStatusPage(SystemStatus.IP_OR_MAINTENANCE)).toBe('ipLimit');
    expect(pickStatusPage(SystemStatus.SERVICE_OR_REGION)).toBe('serviceRestricted');
  });

  it('shows the lobby for status 0', () => {
    renderGate(settings(0));
    expect(screen.getByText('lobby content')).toBeInTheDocument();
  });

  it('shows the maintenance page for status 1 with maintenance on', () => {
    renderGate(settings(1, true));
    expect(screen.getByRole('heading', { name: 'We are upgrading' })).toBeInTheDocument();
    expect(screen.getByText('System upgrading, please try again later')).toBeInTheDocument();
    expect(screen.queryByText('lobby content')).not.toBeInTheDocument();
  });

  it('re-renders the status message in the new language when the player switches', async () => {
    renderGate(settings(1, true));
    expect(screen.getByText('System upgrading, please try again later')).toBeInTheDocument();
    await act(() => switchLanguage('UR'));
    expect(
      await screen.findByText('سسٹم اپ گریڈ ہو رہا ہے، براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں'),
    ).toBeInTheDocument();
    await act(() => switchLanguage('EN'));
  });

  it('shows the IP-limit page with the address for status 1 without maintenance', () => {
    renderGate(settings(1));
    expect(screen.getByRole('heading', { name: 'Access from your network is limited' })).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 203.0.113.9')).toBeInTheDocument();
  });

  it('shows the region page with a customer-service link for status 2', () => {
    renderGate(settings(2));
    expect(screen.getByRole('heading', { name: 'Service unavailable in your region' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      'https://support.example/chat',
    );
  });

  it.each([
    ['EN', 'The lobby could not be reached.', 'Network problem', 'Try again'],
    ['UR', 'لابی سے رابطہ نہیں ہو سکا۔', 'نیٹ ورک میں مسئلہ', 'دوبارہ کوشش کریں'],
  ] as const)(
    'without a cached copy, a failed first call says why in %s, and Try again brings the lobby',
    async (language, title, why, retry) => {
      await switchLanguage(language, { persist: false });
      localStorage.removeItem(StorageKey.CONSOLIDATED_SETTINGS);
      // The answer the server gives once reachable: every whitelabel flag, as the contract asks.
      const wholeSettings = settingsFixture({
        whitelabel: Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false])) as Whitelabel,
      });
      let online = false;
      vi.stubGlobal(
        'fetch',
        vi.fn(() =>
          online
            ? Promise.resolve(
                new Response(JSON.stringify({ success: true, value: wholeSettings }), { status: 200 }),
              )
            : Promise.reject(new TypeError('Failed to fetch')),
        ),
      );
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <SystemStatusGate pending={<p>pending</p>}>
            <p>lobby content</p>
          </SystemStatusGate>
        </QueryClientProvider>,
      );
      expect(screen.getByText('pending')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(why);
      online = true;
      await userEvent.click(screen.getByRole('button', { name: retry }));
      expect(await screen.findByText('lobby content')).toBeInTheDocument();
      await act(() => switchLanguage('EN', { persist: false }));
    },
  );
});
