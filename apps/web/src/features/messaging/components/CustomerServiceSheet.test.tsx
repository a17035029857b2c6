import { WhitelabelFlag } from '@openlobby/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import CustomerServiceSheet from './CustomerServiceSheet.tsx';

const AVAILABILITY = 'GET /wps/relay/CBS_chatAvailability';
const NOBODY_ONLINE = {
  value: {
    agentsOnline: 0,
    replyMinutes: 5,
    openingHours: { from: '09:00', to: '21:00', timeZone: 'Asia/Karachi' },
    withinHours: false,
  },
};

function member(): void {
  logInAs();
  useCommonStore.setState({ whitelabel: { [WhitelabelFlag.CBS3]: true } });
}

async function liveChatRow(name: RegExp): Promise<HTMLElement> {
  return within(screen.getByRole('list')).findByRole('button', { name });
}

beforeEach(() => member());
afterEach(async () => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null, whitelabel: {}, customerService: [] });
  useToastStore.setState({ toast: null });
  await initI18n('EN');
});

describe('the customer-service sheet', () => {
  it('in English keeps the opening hours on one line and the time zone isolated', async () => {
    await initI18n('EN');
    fakeServer({ [AVAILABILITY]: NOBODY_ONLINE });
    renderWithProviders(<CustomerServiceSheet onClose={() => undefined} />);
    const row = await liveChatRow(/^Live chat No agent is online now/);
    expect(row).toHaveTextContent(
      'No agent is online now. Opening hours: daily 09:00–21:00 (Asia/Karachi). The answer will also reach your inbox.',
    );
    const hours = within(row).getByText('09:00–21:00');
    expect(hours).toHaveClass('service-hours');
    const zone = within(row).getByText('Asia/Karachi');
    expect(zone.tagName).toBe('BDI');
    expect(zone).toHaveAttribute('dir', 'ltr');
  });

  it('in Urdu isolates the time zone inside the right-to-left sentence', async () => {
    await initI18n('UR');
    fakeServer({ [AVAILABILITY]: NOBODY_ONLINE });
    renderWithProviders(<CustomerServiceSheet onClose={() => undefined} />);
    const row = await liveChatRow(/^لائیو چیٹ اس وقت/);
    const zone = within(row).getByText('Asia/Karachi');
    expect(zone.tagName).toBe('BDI');
    expect(zone).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('09:00 سے 21:00 تک')).toHaveClass('service-hours');
  });

  for (const [language, failed] of [
    ['EN', /^Live chat We could not check whether an agent is online\. You can still start a chat\.$/],
    ['UR', /^لائیو چیٹ ہم یہ نہیں جان سکے کہ کوئی ایجنٹ آن لائن ہے یا نہیں۔/],
  ] as const) {
    it(`in ${language}, when availability cannot be asked, says so and live chat still starts`, async () => {
      await initI18n(language);
      const server = fakeServer({
        [AVAILABILITY]: { failure: { code: 'INTERNAL', message: 'down' }, status: 503 },
        'GET /wps/relay/CBS_launchChat': { value: { chatUrl: '/chat?lang=EN#token' } },
      });
      let closed = false;
      renderWithProviders(<CustomerServiceSheet onClose={() => (closed = true)} />);
      const row = await liveChatRow(failed);
      await userEvent.click(row);
      expect(closed).toBe(true);
      await waitFor(() =>
        expect(server.calls.map((call) => call.path)).toContain('/wps/relay/CBS_launchChat'),
      );
    });
  }
});
