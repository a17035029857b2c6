import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { setTemporaryPassword } from '../model/session.ts';
import { fakeAccountsServer } from '../test/fakeServer.ts';
import { renderAt } from '../test/screenHarness.tsx';
import ChangePasswordScreen from './ChangePasswordScreen.tsx';
import ForgetScreen from './ForgetScreen.tsx';

/**
 * The two new-password forms on the shared form library: the spec 5 messages in both languages,
 * focus on the first invalid field, the confirmation re-checked when the password changes, and
 * the request they send.
 */

const TEXT = {
  EN: {
    oldPassword: 'Old password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    change: 'Confirm',
    reset: 'Reset password',
    enterPassword: 'Enter password',
    mismatch: 'Confirmation password not matched',
    sameAsOld: 'The new password and the old password cannot be the same',
  },
  UR: {
    oldPassword: 'پرانا پاس ورڈ',
    newPassword: 'نیا پاس ورڈ',
    confirm: 'نئے پاس ورڈ کی تصدیق کریں',
    change: 'تصدیق کریں',
    reset: 'پاس ورڈ ری سیٹ کریں',
    enterPassword: 'پاس ورڈ درج کریں',
    mismatch: 'تصدیقی پاس ورڈ مماثل نہیں ہے',
    sameAsOld: 'نیا پاس ورڈ اور پرانا پاس ورڈ ایک جیسے نہیں ہو سکتے',
  },
} as const;

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  setTemporaryPassword(null);
  useCommonStore.setState({
    session: { token: 't', merchantCode: 'M', userName: 'alice01', type: 0, firstTimeLogin: false },
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('EN', { persist: false });
});

/** The field is marked invalid and its error (what its description names) reads `text`. */
const expectError = (label: string, text: string): void => {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(text);
};

describe.each(['EN', 'UR'] as const)('reset by the e-mailed link in %s', (language) => {
  const text = TEXT[language];
  beforeEach(() => switchLanguage(language, { persist: false }));

  it('says what is missing, re-checks the confirmation, then sends the token and goes to log in', async () => {
    const server = fakeAccountsServer({
      'POST /wps/member/password/email/confirm': { value: { done: true } },
    });
    renderAt('/m/forget?token=link-token-1', <ForgetScreen />);
    await userEvent.click(screen.getByRole('button', { name: text.reset }));
    await waitFor(() => expectError(text.newPassword, text.enterPassword));
    expectError(text.confirm, text.enterPassword);
    expect(screen.getByLabelText(text.newPassword)).toHaveFocus();

    await userEvent.type(screen.getByLabelText(text.newPassword), 'Fresh123');
    await userEvent.type(screen.getByLabelText(text.confirm), 'Fresh124');
    await userEvent.click(screen.getByRole('button', { name: text.reset }));
    await waitFor(() => expectError(text.confirm, text.mismatch));
    expect(screen.getByLabelText(text.newPassword)).not.toHaveAttribute('aria-invalid');
    // Making the password match the confirmation clears the mismatch at once (spec 5).
    await userEvent.type(screen.getByLabelText(text.newPassword), '{Backspace}4');
    await waitFor(() => expect(screen.getByLabelText(text.confirm)).not.toHaveAttribute('aria-invalid'));
    expect(server.calls.some((call) => call.path === '/wps/member/password/email/confirm')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: text.reset }));
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/wps/member/password/email/confirm')?.body).toEqual({
      token: 'link-token-1',
      newPassword: 'Fresh124',
      confirmNewPassword: 'Fresh124',
    });
  });
});

describe.each(['EN', 'UR'] as const)('change password in %s', (language) => {
  const text = TEXT[language];
  beforeEach(() => switchLanguage(language, { persist: false }));

  it('says what is missing and that the new must differ, then sends the change', async () => {
    const server = fakeAccountsServer({ 'POST /wps/member/password': { value: { done: true } } });
    renderAt('/m/changePsw', <ChangePasswordScreen />);
    await userEvent.click(screen.getByRole('button', { name: text.change }));
    await waitFor(() => expectError(text.oldPassword, text.enterPassword));
    expectError(text.newPassword, text.enterPassword);
    expectError(text.confirm, text.enterPassword);
    expect(screen.getByLabelText(text.oldPassword)).toHaveFocus();

    await userEvent.type(screen.getByLabelText(text.oldPassword), 'Same1234');
    await userEvent.type(screen.getByLabelText(text.newPassword), 'Same1234');
    await userEvent.type(screen.getByLabelText(text.confirm), 'Same1234');
    await userEvent.click(screen.getByRole('button', { name: text.change }));
    await waitFor(() => expectError(text.newPassword, text.sameAsOld));
    expect(screen.getByLabelText(text.newPassword)).toHaveFocus();
    expect(server.calls.some((call) => call.path === '/wps/member/password')).toBe(false);

    await userEvent.clear(screen.getByLabelText(text.newPassword));
    await userEvent.type(screen.getByLabelText(text.newPassword), 'New12345');
    await waitFor(() => expectError(text.confirm, text.mismatch));
    await userEvent.clear(screen.getByLabelText(text.confirm));
    await userEvent.type(screen.getByLabelText(text.confirm), 'New12345');
    await userEvent.click(screen.getByRole('button', { name: text.change }));
    await waitFor(() => expect(screen.getByRole('button', { name: text.change })).toBeDisabled());
    expect(await screen.findByText('HOME', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/wps/member/password')).toHaveLength(1);
    expect(server.calls.find((call) => call.path === '/wps/member/password')?.body).toEqual({
      oldPassword: 'Same1234',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    });
  });

  it('after a forced change at login, sends the password just typed without asking it again', async () => {
    setTemporaryPassword('Temp1234');
    const server = fakeAccountsServer({ 'POST /wps/member/password': { value: { done: true } } });
    renderAt('/m/changePsw', <ChangePasswordScreen />);
    expect(screen.queryByLabelText(text.oldPassword)).toBeNull();
    await userEvent.type(screen.getByLabelText(text.newPassword), 'Temp1234');
    await userEvent.type(screen.getByLabelText(text.confirm), 'Temp1234');
    await userEvent.click(screen.getByRole('button', { name: text.change }));
    await waitFor(() => expectError(text.newPassword, text.sameAsOld));
    await userEvent.clear(screen.getByLabelText(text.newPassword));
    await userEvent.type(screen.getByLabelText(text.newPassword), 'Better123');
    await userEvent.clear(screen.getByLabelText(text.confirm));
    await userEvent.type(screen.getByLabelText(text.confirm), 'Better123');
    await userEvent.click(screen.getByRole('button', { name: text.change }));
    expect(await screen.findByText('HOME', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/wps/member/password')?.body).toEqual({
      oldPassword: 'Temp1234',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
  });
});
