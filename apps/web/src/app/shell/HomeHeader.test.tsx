import { MemberType } from '@openlobby/contract/client';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../shared/i18n/i18n.ts';
import { type MemberInfo, useCommonStore } from '../../shared/store/commonStore.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { logInAs } from '../../test/session.ts';
import { HomeHeader } from './HomeHeader.tsx';

beforeAll(() => initI18n('EN'));
afterEach(async () => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  await switchLanguage('EN', { persist: false });
});

const member = (clubLabelName: string | null): MemberInfo => ({
  customerId: 7,
  nickname: 'Amir Khan',
  account: 'amir',
  type: MemberType.REAL,
  clubLabelName,
  currencySymbol: '¥',
  exclusion: null,
});

const header = () => {
  fakeServer({});
  renderWithProviders(<HomeHeader downloadBarVisible={false} />, '/m/home');
  const corner = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/m/member/home');
  if (!corner) throw new Error('no link to the member centre');
  return corner;
};

describe('the member corner of the home header', () => {
  it('shows no VIP level and no name before the member’s details arrive, only a placeholder', () => {
    logInAs();
    const corner = header();
    expect(corner).toHaveAccessibleName('Member centre');
    expect(corner).not.toHaveTextContent(/VIP/);
    expect(corner).not.toHaveTextContent('amir');
    expect(corner.querySelector('[aria-hidden="true"].vip-tag')).not.toBeNull();
  });

  it('shows the member’s own name and level once they are known', () => {
    logInAs();
    const corner = header();
    act(() => useCommonStore.setState({ memberInfo: member('3') }));
    expect(corner).toHaveTextContent('Amir Khan');
    expect(corner).toHaveTextContent('VIP 3');
  });

  it('never invents a level for a member without one', () => {
    logInAs();
    const corner = header();
    act(() => useCommonStore.setState({ memberInfo: member(null) }));
    expect(corner).toHaveTextContent('Amir Khan');
    expect(corner).not.toHaveTextContent(/VIP/);
  });

  it('names the waiting corner in Urdu too', async () => {
    logInAs();
    await switchLanguage('UR', { persist: false });
    expect(header()).toHaveAccessibleName('ممبر سینٹر');
  });
});
