import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { type ExclusionInForce, MemberType } from '@openlobby/contract/client';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import ExclusionBanner from './ExclusionBanner.tsx';
import { CurrentExclusion, ExclusionSection } from './ExclusionSection.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

const UNTIL = '2026-11-28T09:40:00.000Z';

describe('Time-out and self-exclusion on Safer gambling', () => {
  it('takes a 24-hour time-out only after a confirmation that says what happens and until when', async () => {
    logInAs();
    let exclusion: object | null = null;
    const { calls } = fakeServer({
      'GET /wps/member/protection/exclusion': () => ({ value: { exclusion } }),
      'POST /wps/member/protection/exclusion': () => {
        exclusion = { kind: 'TIME_OUT', from: '2026-11-27T09:40:00.000Z', until: UNTIL };
        return { value: { exclusion } };
      },
    });
    renderWithProviders(
      <>
        <CurrentExclusion />
        <ExclusionSection />
      </>,
    );
    const timeOut = screen.getByRole('region', { name: 'Take a time-out' });
    expect(
      within(timeOut)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['24 hours', '7 days', '30 days', '6 weeks']);
    await userEvent.click(within(timeOut).getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out for 24 hours?' });
    expect(dialog).toHaveTextContent(/Until \d{1,2} November 2026/);
    expect(dialog).toHaveTextContent('You can still log in, withdraw your balance and see your history.');
    expect(dialog).toHaveTextContent('cannot be shortened or lifted early');
    // Cancel takes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(timeOut).getByRole('button', { name: 'Take a time-out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start my time-out' }));
    await waitFor(() => expect(useToastStore.getState().toast?.text).toBe('Your break has started.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'TIME_OUT', duration: 'H24' });
    expect(
      await screen.findByText('You are on a time-out until 28 November 2026 at 09:40 UTC.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the password to self-exclude and shows the server refusal', async () => {
    logInAs();
    const { calls } = fakeServer({
      'GET /wps/member/protection/exclusion': () => ({ value: { exclusion: null } }),
      'POST /wps/member/protection/exclusion': () => ({
        failure: { code: 'EXCLUSION_PASSWORD_WRONG' },
        status: 400,
      }),
    });
    renderWithProviders(<ExclusionSection />);
    const self = screen.getByRole('region', { name: 'Self-exclude' });
    await userEvent.click(within(self).getByRole('radio', { name: 'Indefinitely' }));
    await userEvent.click(within(self).getByRole('button', { name: 'Self-exclude' }));
    const dialog = screen.getByRole('dialog', { name: 'Self-exclude indefinitely?' });
    expect(dialog).toHaveTextContent('With no end date.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude me' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter your password to confirm.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude me' }));
    expect(
      await within(dialog).findByText('The password is not correct. Nothing was changed.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'SELF_EXCLUSION',
      duration: 'INDEFINITE',
      password: 'secret12',
    });
  });
});

describe('the exclusion banner', () => {
  /** Member info as home's renewal loads it, with `exclusion` in force (or none). */
  const memberInfoWith = (exclusion: ExclusionInForce | null) =>
    useCommonStore.setState({
      memberInfo: {
        customerId: 7,
        nickname: 'Amir',
        account: 'amir',
        type: MemberType.REAL,
        clubLabelName: null,
        currencySymbol: '¥',
        exclusion,
      },
    });

  it('says until when and what still works, from member info, and nothing without an exclusion', () => {
    logInAs();
    // No request: the banner reads member info, which home has loaded.
    const { calls } = fakeServer({});
    memberInfoWith({ kind: 'SELF_EXCLUSION', from: UNTIL, until: '2027-05-27T09:40:00.000Z' });
    const { unmount } = renderWithProviders(<ExclusionBanner />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are self-excluded until 27 May 2027 at 09:40 UTC.');
    expect(banner).toHaveTextContent('You can still log in, withdraw your balance and see your history.');
    expect(within(banner).getByRole('link', { name: 'Safer gambling' })).toHaveAttribute(
      'href',
      '/m/member/saferGambling',
    );
    unmount();
    memberInfoWith(null);
    renderWithProviders(<ExclusionBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the exclusion just taken without waiting for the next renewal', async () => {
    logInAs();
    memberInfoWith(null);
    fakeServer({
      'GET /wps/member/protection/exclusion': () => ({ value: { exclusion: null } }),
      'POST /wps/member/protection/exclusion': () => ({
        value: { exclusion: { kind: 'TIME_OUT', from: '2026-11-27T09:40:00.000Z', until: UNTIL } },
      }),
    });
    renderWithProviders(
      <>
        <ExclusionBanner />
        <ExclusionSection />
      </>,
    );
    expect(screen.queryByText(/You are on a time-out/)).not.toBeInTheDocument();
    const timeOut = screen.getByRole('region', { name: 'Take a time-out' });
    await userEvent.click(within(timeOut).getByRole('button', { name: 'Take a time-out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start my time-out' }));
    expect(
      await screen.findByText('You are on a time-out until 28 November 2026 at 09:40 UTC.'),
    ).toBeVisible();
  });
});
