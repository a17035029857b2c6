import { errorMessage } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MembersScreen } from './MembersScreen.tsx';
import { ok, renderScreen, useLanguage } from './testing.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const members = (answer: Parameters<typeof renderScreen>[0]['answer'], manage = true) =>
  renderScreen({
    path: '/members',
    at: '/members',
    element: <MembersScreen />,
    permissions: manage ? ['members.read', 'members.manage'] : ['members.read'],
    answer,
  });

describe('making an internal account', () => {
  it('sends the username, password, type and upline, then links to the new member', async () => {
    const user = userEvent.setup();
    const { sent } = members(() => ok({ id: 77, username: 'house01', type: 41 }));
    await user.click(screen.getByRole('button', { name: 'New internal account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New internal account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'house01');
    await user.type(within(dialog).getByLabelText(/Password/), 'House1234');
    await user.type(within(dialog).getByRole('textbox', { name: /Upline member id/ }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Internal account house01 made (id 77). It starts with no money.',
    );
    expect(within(dialog).getByRole('link', { name: 'Open the page of house01' })).toHaveAttribute(
      'href',
      '/console/members/77',
    );
    expect(sent.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      [
        'POST',
        '/ops/members/internal',
        { username: 'house01', password: 'House1234', type: 41, uplineId: 12 },
      ],
    ]);
  });

  it('asks for a username and a numeric upline before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = members(() => ok({ id: 1, username: 'x', type: 40 }));
    await user.click(screen.getByRole('button', { name: 'New internal account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New internal account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Upline member id/ }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a username.')).toBeVisible();
    expect(within(dialog).getByText('Enter a member id (digits only), or leave it empty.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of the upline in Urdu", async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    members(() => ({
      status: 400,
      body: { success: false, code: 'UPLINE_NOT_INTERNAL_AGENT', message: 'x', data: { field: 'uplineId' } },
    }));
    await user.click(screen.getByRole('button', { name: 'نیا اندرونی اکاؤنٹ' }));
    const dialog = await screen.findByRole('dialog', { name: 'نیا اندرونی اکاؤنٹ' });
    await user.type(within(dialog).getByRole('textbox', { name: /یوزر نیم/ }), 'house02');
    await user.type(within(dialog).getByLabelText(/پاس ورڈ/), 'House1234');
    await user.type(within(dialog).getByRole('textbox', { name: /اپ لائن/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'بنائیں' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      errorMessage('UPLINE_NOT_INTERNAL_AGENT', 'UR'),
    );
  });

  it('is not offered without members.manage', () => {
    members(() => ok({}), false);
    expect(screen.queryByRole('button', { name: 'New internal account' })).toBeNull();
  });
});
