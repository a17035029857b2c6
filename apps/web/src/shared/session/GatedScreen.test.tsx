import { errorCatalogue } from '@openlobby/contract/client';
import { screen } from '@testing-library/react';
import { type ReactElement, useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { hideToast, useToastStore } from '../ui/toastStore.ts';
import { openByAddress } from '../../test/openByAddress.tsx';
import type { CashierGate } from './cashierGate.ts';
import { GatedScreen } from './GatedScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => hideToast());

let screenMounts = 0;
function Screen(): ReactElement {
  useEffect(() => {
    screenMounts += 1;
  }, []);
  return <p>the screen</p>;
}

function openBehind(gate: CashierGate): void {
  screenMounts = 0;
  openByAddress(
    '/m/rewardCenter',
    <GatedScreen gate={gate}>
      <Screen />
    </GatedScreen>,
  );
}

describe('a screen behind a gate, opened by its address', () => {
  it('sends a guest to login, without a toast and without mounting the screen', async () => {
    openBehind('login');
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toBeNull();
    expect(screenMounts).toBe(0);
  });

  it('sends a refused member home with the free_reject toast, without mounting the screen', async () => {
    openBehind('freeReject');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toMatchObject({
      kind: 'error',
      text: errorCatalogue.FREE_REJECT.EN,
    });
    expect(screenMounts).toBe(0);
  });

  it('shows the screen to anyone the gate lets in', async () => {
    openBehind('open');
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toBeNull();
  });
});
