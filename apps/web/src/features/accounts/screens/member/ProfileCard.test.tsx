import { MemberType } from '@openlobby/contract/client';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../../test/session.ts';
import type { MemberInfoValue } from '../../api/accountsApi.ts';
import { ProfileCard } from './ProfileCard.tsx';

beforeAll(() => initI18n('EN'));
afterEach(async () => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  await switchLanguage('EN', { persist: false });
});

const info = (labelName: string | null): MemberInfoValue => ({
  customerId: 7,
  account: 'amir',
  nickname: 'Amir Khan',
  type: MemberType.REAL,
  clubLabel: labelName === null ? null : { labelName },
  merchantCode: 'OL',
  email: null,
  mobileNum: null,
  payeeName: null,
  avatarUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  lastLoginIp: null,
  firstTimeLogin: false,
  exclusion: null,
});

const card = (labelName: string | null) => {
  logInAs();
  fakeServer({});
  renderWithProviders(<ProfileCard info={info(labelName)} />, '/m/member/home');
  return screen.getByRole('region', { name: 'Your account' });
};

describe("the member centre's profile card", () => {
  it('shows the member’s level as the header does', () => {
    expect(card('3')).toHaveTextContent('VIP 3');
  });

  it('shows no level, never a made-up VIP 0, for a member without one (as the header)', async () => {
    expect(card(null)).not.toHaveTextContent(/VIP/);
    await switchLanguage('UR', { persist: false });
    expect(screen.getByRole('region')).not.toHaveTextContent(/وی آئی پی/);
  });
});
