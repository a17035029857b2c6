import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import SaferGamblingScreen from './SaferGamblingScreen.tsx';

const PATH = '/wps/member/protection/limits';
const APPLIES = '2026-11-28T09:00:00.000Z';

interface Row {
  kind: string;
  period: string;
  amount: string | null;
  used: string;
  left: string | null;
  pending: { amount: string | null; appliesAt: string } | null;
}

/** A small stand-in of the limits API: lowering applies at once, raising is pending. */
function serve(initial: Row[]) {
  let limits = [...initial];
  const value = () => ({ currency: 'CNY', limits, sessionStartedAt: null });
  return fakeServer({
    [`GET ${PATH}`]: () => ({ value: value() }),
    [`POST ${PATH}`]: ({ body }) => {
      const { kind, period, amount } = body as { kind: string; period: string; amount: string | null };
      const current = limits.find((l) => l.kind === kind && l.period === period);
      const raise = current?.amount != null && (amount === null || Number(amount) > Number(current.amount));
      const next: Row = raise
        ? { ...current, pending: { amount, appliesAt: APPLIES } }
        : { kind, period, amount, used: '0.00', left: amount, pending: null };
      limits = [...limits.filter((l) => l !== current), next];
      return {
        value: { ...value(), appliesAt: raise ? APPLIES : '2026-11-27T09:00:00.000Z', immediate: !raise },
      };
    },
  });
}

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

describe('Safer gambling', () => {
  it('shows each limit with what is used and left, and a pending raise with when it applies', async () => {
    logInAs();
    serve([
      {
        kind: 'LOSS',
        period: 'WEEK',
        amount: '200.00',
        used: '150.00',
        left: '50.00',
        pending: { amount: '500.00', appliesAt: APPLIES },
      },
      { kind: 'SESSION', period: 'SESSION', amount: '60', used: '12', left: '48', pending: null },
    ]);
    renderWithProviders(<SaferGamblingScreen />, '/m/member/saferGambling');
    const loss = await screen.findByRole('region', { name: 'Loss limits' });
    const row = within(loss).getByRole('listitem');
    expect(row).toHaveTextContent(/^7 days.*200\.00/);
    expect(row).toHaveTextContent(/Used .*150\.00/);
    expect(row).toHaveTextContent(/Left .*50\.00/);
    expect(within(row).getByRole('meter', { name: 'Loss limit (7 days) used' })).toHaveAttribute(
      'aria-valuenow',
      '150',
    );
    expect(within(row).getByRole('status')).toHaveTextContent(/Rises to .*500\.00. on 28 Nov 2026/);
    expect(screen.getByRole('region', { name: 'Session time limit' })).toHaveTextContent(
      /Per session.*60.* minutes.*Played .*12.* min.*Left .*48.* min/,
    );
    expect(screen.getByRole('region', { name: 'Deposit limits' })).toHaveTextContent('No limit set.');
  });

  it('sets a deposit limit for the chosen window; a raise is confirmed as pending', async () => {
    logInAs();
    const server = serve([]);
    renderWithProviders(<SaferGamblingScreen />, '/m/member/saferGambling');
    const form = await screen.findByRole('form', { name: 'Set a limit' });
    await userEvent.click(within(form).getByRole('radio', { name: '7 days' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '1000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    const deposits = screen.getByRole('region', { name: 'Deposit limits' });
    expect(await within(deposits).findByRole('listitem')).toHaveTextContent(/^7 days.*1,000\.00/);
    expect(useToastStore.getState().toast?.text).toBe('Your limit applies now.');

    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '3000');
    await userEvent.click(within(form).getByRole('radio', { name: '7 days' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(deposits).findByRole('status')).toHaveTextContent(/Rises to .*3,000\.00/);
    expect(useToastStore.getState().toast?.text).toMatch(/^Your change applies on 28 Nov 2026/);
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { kind: 'DEPOSIT', period: 'WEEK', amount: '1000' },
      { kind: 'DEPOSIT', period: 'WEEK', amount: '3000' },
    ]);
  });

  it('asks for whole minutes for a session limit and sends nothing until they are valid', async () => {
    logInAs();
    const server = serve([]);
    renderWithProviders(<SaferGamblingScreen />, '/m/member/saferGambling');
    const form = await screen.findByRole('form', { name: 'Set a limit' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Limit' }), 'SESSION');
    expect(within(form).queryByRole('radiogroup')).toBeNull();
    const minutes = within(form).getByRole('textbox', { name: 'Minutes' });
    await userEvent.type(minutes, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter whole minutes from 5 to 1440.');
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(minutes, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText(/20.* minutes/)).toBeInTheDocument();
  });

  it('reads in Urdu', async () => {
    await initI18n('UR');
    try {
      logInAs();
      serve([]);
      renderWithProviders(<SaferGamblingScreen />, '/m/member/saferGambling');
      expect(await screen.findByRole('region', { name: 'جمع کی حدیں' })).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'حد مقرر کریں' })).toBeInTheDocument();
    } finally {
      await initI18n('EN');
    }
  });
});
