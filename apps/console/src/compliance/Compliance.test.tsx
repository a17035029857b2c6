import type { AmlAlertView, AmlSettingsValue, OpsPermission } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, readable, renderScreen, useLanguage } from '../members/testing.tsx';
import { memberPath } from '../members/paths.ts';
import { AlertScreen } from './AlertScreen.tsx';
import { ComplianceScreen } from './ComplianceScreen.tsx';
import { MemberProtectionPanel } from './MemberProtectionPanel.tsx';

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

const PROTECTION = {
  currency: 'PKR',
  sessionStartedAt: null,
  limits: [
    {
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: '500.00',
      used: '120.00',
      left: '380.00',
      pending: { amount: '900.00', appliesAt: '2026-11-28T10:00:00.000Z' },
    },
    { kind: 'SESSION', period: 'SESSION', amount: '60', used: '12', left: '48', pending: null },
  ],
  changes: [
    {
      kind: 'DEPOSIT',
      period: 'DAY',
      changedBy: 'MEMBER',
      before: '500.00',
      after: '900.00',
      appliesAt: '2026-11-28T10:00:00.000Z',
      at: '2026-11-27T10:00:00.000Z',
    },
  ],
  exclusions: [
    {
      exclusionId: 3,
      kind: 'SELF_EXCLUSION',
      duration: 'M6',
      startsAt: '2026-05-01T10:00:00.000Z',
      endsAt: '2026-11-01T10:00:00.000Z',
      state: 'AWAITING_LIFT',
      liftedAt: null,
      liftedBy: null,
      liftReason: null,
      viaMember: null,
    },
    {
      exclusionId: 2,
      kind: 'SELF_EXCLUSION',
      duration: 'Y1',
      startsAt: '2026-04-01T10:00:00.000Z',
      endsAt: '2027-04-01T10:00:00.000Z',
      state: 'IN_FORCE',
      liftedAt: null,
      liftedBy: null,
      liftReason: null,
      viaMember: { memberId: 7, username: 'excluded7' },
    },
  ],
};

function openProtection(permissions: readonly OpsPermission[]) {
  return renderScreen({
    path: '/members/:memberId',
    at: '/members/42',
    element: <MemberProtectionPanel memberId={42} />,
    permissions,
    answer: (request) => {
      if (request.url.pathname === '/ops/verification/members/42')
        return ok({
          memberId: 42,
          username: 'player42',
          status: 'MORE_NEEDED',
          documents: [
            {
              documentId: 9,
              kind: 'PROOF_OF_ADDRESS',
              side: 'FRONT',
              status: 'MORE_NEEDED',
              note: 'A bill from the last 3 months',
              contentType: 'image/png',
              createdAt: '2026-11-26T10:00:00.000Z',
              decidedAt: '2026-11-26T12:00:00.000Z',
              documentNumber: null,
            },
            {
              documentId: 8,
              kind: 'PASSPORT',
              side: 'FRONT',
              status: 'APPROVED',
              note: null,
              contentType: 'image/png',
              createdAt: '2026-11-26T10:00:00.000Z',
              decidedAt: '2026-11-26T12:00:00.000Z',
              documentNumber: 'AB7000001',
            },
          ],
        });
      if (request.method === 'POST') {
        const { reason } = request.body as { reason: string };
        return ok({
          ...PROTECTION,
          exclusions: [
            ...PROTECTION.exclusions.slice(1),
            {
              ...PROTECTION.exclusions[0],
              state: 'LIFTED',
              liftedAt: '2026-11-27T11:00:00.000Z',
              liftedBy: 'operator:ops_one',
              liftReason: reason,
            },
          ],
        });
      }
      return ok(PROTECTION);
    },
  });
}

describe("a member's safer gambling tab", () => {
  it('shows the limits in force, the raise waiting its 24 hours, who changed what, and the documents', async () => {
    openProtection(['compliance.read']);
    const limits = await screen.findByRole('table', { name: 'Limits the member set' });
    const rows = within(limits).getAllByRole('row');
    expect(readable(rows[1]?.textContent ?? '')).toContain('Deposit limit · 24 hours');
    expect(readable(rows[1]?.textContent ?? '')).toContain('Rs 380.00');
    expect(readable(rows[1]?.textContent ?? '')).toContain('Rs 900.00 from 28 Nov 2026');
    expect(readable(rows[2]?.textContent ?? '')).toContain('60 min');
    const changes = screen.getByRole('table', { name: 'Changes to the limits' });
    expect(readable(changes.textContent ?? '')).toContain('Rs 500.00 → Rs 900.00');
    expect(readable(changes.textContent ?? '')).toContain('The member');
    const documents = await screen.findByRole('table', { name: 'Identity verification' });
    expect(readable(documents.textContent ?? '')).toContain('Another document asked');
    expect(readable(documents.textContent ?? '')).toContain('A bill from the last 3 months');
    expect(readable(documents.textContent ?? '')).toContain('PassportNumber AB7000001');
    // A self-exclusion carried over from another account of the same identity links to it.
    const exclusions = screen.getByRole('table', { name: 'Time-outs and self-exclusions' });
    expect(
      within(exclusions).getByRole('link', {
        name: /^Carried over from .*excluded7.* \(same verified identity\)$/,
      }),
    ).toHaveAttribute('href', memberPath(7));
    // Lifting needs compliance.manage.
    expect(screen.queryByRole('button', { name: 'Lift' })).toBeNull();
  });

  it('lifts a self-exclusion whose period has ended, with the reason', async () => {
    const user = userEvent.setup();
    const { sent } = openProtection(['compliance.read', 'compliance.manage']);
    const exclusions = await screen.findByRole('table', { name: 'Time-outs and self-exclusions' });
    expect(readable(exclusions.textContent ?? '')).toContain('Self-exclusion · 6 months');
    expect(readable(exclusions.textContent ?? '')).toContain('Period ended: holds until lifted');
    await user.click(within(exclusions).getByRole('button', { name: 'Lift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift this self-exclusion' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Asked by phone, identity checked',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('The self-exclusion was lifted.')).toBeInTheDocument();
    expect(readable(exclusions.textContent ?? '')).toContain('Lifted by operator:ops_one');
    expect(sent.find((r) => r.method === 'POST')?.url.pathname).toBe('/ops/members/42/exclusions/3/lift');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Asked by phone, identity checked',
    });
  });
});
