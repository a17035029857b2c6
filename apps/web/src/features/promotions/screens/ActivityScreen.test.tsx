import type { PromotionItem } from '@openlobby/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import ActivityScreen from './ActivityScreen.tsx';

const BASE: PromotionItem = {
  promoId: 'P',
  kind: 'CLAIM',
  category: 'NEWBIE',
  title: 'Welcome gift',
  rulesHtml: '<p>Once per member.</p>',
  bannerUrl: null,
  startsAt: null,
  endsAt: null,
  needsCode: false,
  bonusRate: null,
  fixedBonus: '50.00',
  maxBonus: null,
  minDeposit: null,
  wagerMultiple: 5,
  wagerBasis: 'BONUS',
  state: 'AVAILABLE',
  reason: null,
  reasonText: null,
};
const CONTEST: PromotionItem = {
  ...BASE,
  promoId: 'C',
  kind: 'APPLY',
  category: 'SLOTS',
  title: 'Big win contest',
};

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

function serve(list: PromotionItem[]) {
  return fakeServer({
    'GET /wps/relay/MCSFE_getPromotionList': { value: { list, categories: ['SLOTS', 'NEWBIE'] } },
    'GET /wps/relay/MCSFE_getPromotionApplications': { value: { list: [] } },
  });
}

describe('promotions page', () => {
  it('offers guests a log in, only the categories that have promotions, and the rules on demand', async () => {
    serve([{ ...BASE, state: 'GUEST' }]);
    renderWithProviders(<ActivityScreen />, '/m/activity');
    const card = (await screen.findByRole('heading', { name: 'Welcome gift' })).closest('li');
    if (card === null) throw new Error('no card');
    expect(within(card).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/m/login?next=%2Fm%2Factivity',
    );
    const chips = screen.getByRole('group', { name: 'Promotion categories' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Slots', 'Newbie']);
    expect(within(card).getByText(/50\.00\u2069? bonus · Wager 5× to withdraw/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Rules' }));
    expect(within(card).getByText('Once per member.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My applications' })).toBeNull();
  });

  it('counts the comment live and refuses a picture that is not PNG or JPG before sending', async () => {
    logInAs();
    const server = serve([CONTEST]);
    renderWithProviders(<ActivityScreen />, '/m/activity');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const sheet = screen.getByRole('dialog', { name: 'Apply: Big win contest' });
    expect(within(sheet).getByText('0/140')).toBeInTheDocument();
    await userEvent.type(within(sheet).getByLabelText('Comment'), 'Big win');
    expect(within(sheet).getByText('7/140')).toBeInTheDocument();
    const input = sheet.querySelector<HTMLInputElement>('input[type=file]');
    if (input === null) throw new Error('no picker');
    const gif = new File(['GIF89a'], 'win.gif', { type: 'image/gif' });
    await userEvent.upload(input, gif, { applyAccept: false });
    expect(within(sheet).getByRole('alert')).toHaveTextContent('win.gif is not a PNG or JPG picture');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, huge);
    expect(within(sheet).getByRole('alert')).toHaveTextContent('huge.png is larger than 5 MB');
    expect(server.calls.filter((call) => call.path.includes('Upload'))).toEqual([]);
  });
});
