import type { OpsRegistrationValue, OpsSettingsValue } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Sent, ok, refusal, renderScreen, useLanguage } from '../members/testing.tsx';
import { PaymentsScreen } from '../payments/PaymentsScreen.tsx';
import { openSettings, settingsValue } from './testing.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const SETTINGS = settingsValue();

const FIELDS: OpsRegistrationValue = {
  fields: [
    { name: 'username', enabled: true, required: true },
    { name: 'password', enabled: true, required: true },
    { name: 'email', enabled: false, required: false },
    { name: 'mobileNum', enabled: true, required: false },
  ],
};

/** A server that keeps what it is sent, like the real one (minus its checks). */
function server() {
  let settings = SETTINGS;
  let fields = FIELDS;
  return (request: Sent) => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/ops/settings') return ok(settings);
    if (request.method === 'GET' && path === '/ops/settings/registration') return ok(fields);
    if (request.method === 'PUT' && path === '/ops/settings/limits') {
      const body = request.body as OpsSettingsValue['limits'];
      settings = { ...settings, limits: body, limitsSaved: true };
      return ok(settings);
    }
    if (request.method === 'PUT' && path === '/ops/settings/region') {
      const body = request.body as OpsSettingsValue['region'];
      if (body.denyCidrs.includes('198.51.100.0/24')) return refusal(400, 'REGION_BLOCKS_OPERATOR');
      settings = { ...settings, region: body, regionSaved: true };
      return ok(settings);
    }
    if (request.method === 'PUT' && path === '/ops/settings/registration') {
      const changes = (request.body as OpsRegistrationValue).fields;
      fields = {
        fields: fields.fields.map((field) => changes.find((change) => change.name === field.name) ?? field),
      };
      return ok(fields);
    }
    return refusal(404, 'NOT_FOUND');
  };
}

const open = (permissions: ('settings.read' | 'settings.manage')[], answer = server()) =>
  openSettings(permissions, answer);

describe('withdrawal limits', () => {
  it('refuses a minimum above the maximum before sending, then saves the corrected limits', async () => {
    const user = userEvent.setup();
    const { sent } = open(['settings.read', 'settings.manage']);
    const panel = within(await screen.findByRole('region', { name: 'Withdrawal limits' }));
    expect(panel.getByText(/environment values/)).toBeInTheDocument();
    const max = panel.getByRole('textbox', { name: 'Largest withdrawal' });
    await user.clear(max);
    await user.type(max, '50');
    await user.click(panel.getByRole('button', { name: 'Save' }));
    expect(panel.getByText('The smallest withdrawal must not be more than the largest.')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(max);
    await user.type(max, '500.50');
    const daily = panel.getByRole('textbox', { name: 'Withdrawals a day' });
    await user.clear(daily);
    await user.type(daily, '3');
    await user.click(panel.getByRole('button', { name: 'Save' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Saved.');
    expect(panel.getByText(/Your saved values are in force/)).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      withdrawMin: '100.00',
      withdrawMax: '500.50',
      withdrawDailyCount: 3,
      withdrawProcessingMinutes: 30,
      adjustApprovalAbove: '1000.00',
      withdrawApprovalAbove: '10000.00',
    });
  });
});

describe('region rules', () => {
  it('shows the server’s refusal of rules that would block the operator, in Urdu', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    open(['settings.read', 'settings.manage']);
    const panel = within(await screen.findByRole('region', { name: 'علاقائی قواعد' }));
    expect(panel.getByText(/198\.51\.100\.7/)).toBeInTheDocument();
    await user.type(panel.getByLabelText('بند پتے'), '198.51.100.0/24{Enter}');
    await user.click(panel.getByRole('button', { name: 'محفوظ کریں' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('آپ کے اپنے موجودہ ایڈریس کو روک دیں گے');
  });
});

describe('registration fields', () => {
  it('turns a field on when it is made required, and saves only what changed', async () => {
    const user = userEvent.setup();
    const { sent } = open(['settings.read', 'settings.manage']);
    const panel = within(await screen.findByRole('region', { name: 'Registration form' }));
    const shown = await panel.findByRole('switch', { name: 'E-mail shown' });
    expect(shown).not.toBeChecked();
    await user.click(panel.getByRole('switch', { name: 'E-mail required' }));
    expect(shown).toBeChecked();
    await user.click(panel.getByRole('button', { name: 'Save' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Saved.');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      fields: [{ name: 'email', enabled: true, required: true }],
    });
  });

  it('will not save a form no one could register with', async () => {
    const user = userEvent.setup();
    open(['settings.read', 'settings.manage']);
    const panel = within(await screen.findByRole('region', { name: 'Registration form' }));
    await user.click(await panel.findByRole('switch', { name: 'Password shown' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Keep the password');
    expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('read-only roles', () => {
  it('shows limits, region and fields without any way to change them', async () => {
    const { sent } = open(['settings.read']);
    const limits = within(await screen.findByRole('region', { name: 'Withdrawal limits' }));
    expect(limits.getByRole('textbox', { name: 'Largest withdrawal' })).toHaveAttribute('readonly');
    const registration = within(await screen.findByRole('region', { name: 'Registration form' }));
    expect(await registration.findByRole('switch', { name: 'E-mail shown' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(sent.every((request) => request.method === 'GET')).toBe(true);
  });
});

describe('deposit channels', () => {
  const channels = {
    currency: 'PKR',
    channels: [
      {
        channelId: 'BANK',
        name: 'Bank transfer',
        kind: 'bank',
        mode: 'manual',
        minAmount: '100.00',
        maxAmount: '50000.00',
        enabled: true,
        sortOrder: 1,
      },
    ],
  };
  it('switches a channel off with its amounts checked first', async () => {
    const user = userEvent.setup();
    let saved: unknown = null;
    const { sent } = renderScreen({
      path: '/payments',
      at: '/payments',
      element: <PaymentsScreen />,
      permissions: ['payments.read', 'settings.manage'],
      answer: (request) => {
        if (request.url.pathname === '/ops/payments/channels') return ok(channels);
        if (request.method === 'PUT' && request.url.pathname === '/ops/payments/channels/BANK') {
          saved = request.body;
          return ok(channels);
        }
        return ok({ content: [], total: 0 });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Deposit channels' }));
    const min = await screen.findByRole('textbox', { name: 'Smallest deposit for Bank transfer' });
    await user.clear(min);
    await user.type(min, '60000');
    await user.click(screen.getByRole('switch', { name: 'Bank transfer offered' }));
    await user.click(screen.getByRole('button', { name: 'Save Bank transfer' }));
    expect(screen.getByText('The smallest deposit must not be more than the largest.')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
    await user.clear(min);
    await user.type(min, '200');
    await user.click(screen.getByRole('button', { name: 'Save Bank transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bank transfer saved.');
    expect(saved).toEqual({ enabled: false, minAmount: '200', maxAmount: '50000.00', sortOrder: 1 });
  });
});
