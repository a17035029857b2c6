import type { AmlAlertView, AmlSettingsValue, OpsPermission } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, readable, renderScreen, useLanguage } from '../members/testing.tsx';
import { AlertScreen } from './AlertScreen.tsx';
import { ComplianceScreen } from './ComplianceScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const ALERT: AmlAlertView = {
  alertId: 7,
  rule: 'LOW_PLAY',
  status: 'OPEN',
  outcome: null,
  member: { memberId: 42, username: 'player42' },
  facts: { deposit: '500.00', played: '100.00', withdrawal: '800.00' },
  currency: 'PKR',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  log: [
    {
      id: 1,
      kind: 'OPENED',
      body: '',
      status: 'OPEN',
      outcome: null,
      actor: 'monitor',
      at: '2026-11-27T10:00:00.000Z',
    },
  ],
};

const RULES: AmlSettingsValue = {
  cddDeposits: { enabled: true, amount: '2000.00', days: 30 },
  cddWithdrawals: { enabled: true, amount: '2000.00', days: 30 },
  lowPlay: { enabled: true, minDeposit: '500.00', maxPlayPercent: 50 },
  sharedAddress: { enabled: true, accounts: 5, days: 30 },
  sharedDevice: { enabled: true, accounts: 5, days: 30 },
  highRiskCountry: { enabled: true, countries: ['IR', 'KP', 'MM'] },
  currency: 'PKR',
  updatedAt: null,
  updatedBy: null,
};

function openAlert(permissions: readonly OpsPermission[] = ['compliance.read', 'compliance.manage']) {
  let view = ALERT;
  return renderScreen({
    path: '/compliance/alerts/:alertId',
    at: '/compliance/alerts/7',
    element: <AlertScreen />,
    permissions,
    answer: (request) => {
      const body = request.body as {
        body?: string;
        status?: 'REVIEWING' | 'CLOSED';
        outcome?: 'REPORTED';
        reason?: string;
      };
      const at = '2026-11-27T11:00:00.000Z';
      if (request.url.pathname === '/ops/aml/alerts/7/notes')
        view = {
          ...view,
          log: [
            ...view.log,
            {
              id: 2,
              kind: 'NOTE',
              body: body.body ?? '',
              status: null,
              outcome: null,
              actor: 'operator:ops_one',
              at,
            },
          ],
        };
      if (request.url.pathname === '/ops/aml/alerts/7/status')
        view = {
          ...view,
          status: body.status ?? 'OPEN',
          outcome: body.outcome ?? null,
          log: [
            ...view.log,
            {
              id: 3,
              kind: 'STATUS',
              body: body.reason ?? '',
              status: body.status ?? 'OPEN',
              outcome: body.outcome ?? null,
              actor: 'operator:ops_one',
              at,
            },
          ],
        };
      return ok(view);
    },
  });
}

describe('an AML alert', () => {
  it('shows what fired it and its log, takes a note, and closes only with an outcome', async () => {
    const user = userEvent.setup();
    const { sent } = openAlert();
    expect(
      await screen.findByRole('heading', { name: 'Alert 7: Withdrawal after little play' }),
    ).toBeInTheDocument();
    expect(readable(document.body.textContent ?? '')).toContain(
      'Deposit Rs 500.00, played Rs 100.00, asked to withdraw Rs 800.00',
    );
    expect(screen.getByRole('link', { name: 'player42' })).toHaveAttribute('href', '/console/members/42');

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note (up to 2,000 characters).')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Add a note to the case log' }),
      'Asked for payslips',
    );
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const log = screen.getByRole('list', { name: 'Case log' });
    expect(await within(log).findByText('Asked for payslips')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close the alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close alert 7' });
    await user.type(within(dialog).getByRole('textbox', { name: /Why/ }), 'Reported to the FIU');
    await user.click(within(dialog).getByRole('button', { name: 'Close the alert' }));
    expect(await within(dialog).findByText('Choose how the case ended.')).toBeInTheDocument();
    expect(sent.some((r) => r.url.pathname.endsWith('/status'))).toBe(false);
    const outcome = within(dialog).getByRole('combobox', { name: /Outcome/ });
    await user.click(outcome);
    const options = document.getElementById(outcome.getAttribute('aria-controls') ?? '');
    if (options === null) throw new Error('no listbox');
    await user.click(
      within(options).getByRole('option', { name: 'Reported (suspicious-activity report)', hidden: true }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close the alert' }));
    expect(await screen.findByText('Alert 7 is now: Closed.')).toBeInTheDocument();
    expect(sent.find((r) => r.url.pathname.endsWith('/status'))?.body).toEqual({
      status: 'CLOSED',
      outcome: 'REPORTED',
      reason: 'Reported to the FIU',
    });
    // Closed: no more notes or status changes.
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the alert' })).toBeNull();
  });

  it('is read-only without compliance.manage, and reads in Urdu', async () => {
    await useLanguage('UR');
    openAlert(['compliance.read']);
    expect(
      await screen.findByRole('heading', { name: 'الرٹ 7: کم کھیل کے بعد رقم نکلوانا' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'نوٹ شامل کریں' })).toBeNull();
    expect(screen.getByRole('button', { name: 'رپورٹ کے لیے ایکسپورٹ (JSON)' })).toBeInTheDocument();
  });
});

describe('the AML rules', () => {
  it('refuses bad thresholds before sending and saves the rules as numbers and codes', async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen({
      path: '/compliance',
      at: '/compliance?tab=rules',
      element: <ComplianceScreen />,
      permissions: ['compliance.read', 'compliance.manage'],
      answer: (request) =>
        ok(
          request.method === 'PUT'
            ? {
                ...RULES,
                ...(request.body as object),
                updatedBy: 'operator:ops_one',
                updatedAt: '2026-11-27T11:00:00.000Z',
              }
            : RULES,
        ),
    });
    const amount = await screen.findByRole('textbox', {
      name: 'Deposits over a period (due-diligence trigger): Amount at least',
    });
    await user.clear(amount);
    await user.type(amount, '1,000');
    const countries = screen.getByRole('textbox', {
      name: 'Countries (two-letter codes, separated by commas)',
    });
    await user.clear(countries);
    await user.type(countries, 'IR, IRN');
    await user.click(screen.getByRole('button', { name: 'Save AML rules' }));
    expect(await screen.findByText('An amount of zero or more, up to 8 decimals.')).toBeInTheDocument();
    expect(screen.getByText('Two-letter country codes (such as IR, KP), each once.')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.clear(countries);
    await user.type(countries, 'ir, kp');
    await user.click(screen.getByRole('button', { name: 'Save AML rules' }));
    expect(await screen.findByText('AML rules saved.')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({
      cddDeposits: { enabled: true, amount: '1000', days: 30 },
      sharedAddress: { enabled: true, accounts: 5, days: 30 },
      highRiskCountry: { enabled: true, countries: ['IR', 'KP'] },
    });
  });
});
