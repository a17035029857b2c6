import { errorCatalogue, MemberType } from '@openlobby/contract/client';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { openByAddress } from '../../../test/openByAddress.tsx';
import { logInAs } from '../../../test/session.ts';
import { walletScreen } from './WalletPage.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

function Body(): ReactElement {
  return <p>wallet body</p>;
}
const CashierScreen = walletScreen(Body, { cashier: true });
const RecordsScreen = walletScreen(Body);

function open(Screen: () => ReactElement, type: MemberType | null): void {
  if (type !== null) logInAs(type);
  openByAddress('/m/withdraw', <Screen />);
}

describe('a wallet screen opened by its address', () => {
  it('sends a guest to login from the cashier', async () => {
    open(CashierScreen, null);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toBeNull();
  });

  it('sends a guest to login from a screen outside the cashier', async () => {
    open(RecordsScreen, null);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('sends a trial member away from the cashier with the free_reject toast', async () => {
    open(CashierScreen, MemberType.TRIAL);
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(useToastStore.getState().toast?.text).toBe(errorCatalogue.FREE_REJECT.EN);
  });

  it('sends an internal account away from the cashier too', async () => {
    open(CashierScreen, MemberType.INTERNAL);
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });

  it('lets a trial member look at a screen outside the cashier (records, cards)', async () => {
    open(RecordsScreen, MemberType.TRIAL);
    expect(await screen.findByText('wallet body')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toBeNull();
  });

  it('shows the cashier to a real member', async () => {
    open(CashierScreen, MemberType.REAL);
    expect(await screen.findByText('wallet body')).toBeInTheDocument();
  });
});
