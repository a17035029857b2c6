import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import type { RegisterSettings } from '../api/accountsApi.ts';
import { fakeAccountsServer } from '../test/fakeServer.ts';
import { LOGIN_VALUE, renderAt, setUpAccountScreens } from '../test/screenHarness.tsx';
import ForgetScreen from './ForgetScreen.tsx';
import LoginScreen from './LoginScreen.tsx';
import RegisterScreen from './RegisterScreen.tsx';

/** What the form library guarantees on every account form: spec 5 messages, focus, one submit. */

const common = setUpAccountScreens();

const PK_MOBILE = '3001234567';
const input = (name: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input named ${name}`);
  return found;
};
/** Submits the screen's form as Enter in a field would. */
const submit = (container: HTMLElement): void => {
  const form = container.querySelector('form');
  if (!form) throw new Error('no form');
  fireEvent.submit(form);
};
/**
 * The field is marked invalid and its description starts with the error `text` (a rule shown under
 * the field follows it: what is wrong is read first).
 */
const expectFieldError = (name: string, text: string): void => {
  expect(input(name)).toHaveAttribute('aria-invalid', 'true');
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(input(name)).toHaveAccessibleDescription(new RegExp(`^${escaped}`));
};

describe('field errors in both languages (spec 5)', () => {
  it.each([
    ['EN', 'Please enter your username', 'Enter password', 'Please complete the human check'],
    ['UR', 'براہِ کرم اپنا صارف نام درج کریں', 'پاس ورڈ درج کریں', 'براہِ کرم انسانی تصدیق مکمل کریں'],
  ] as const)('login in %s: each empty field says what is missing', async (language, user, pass, slider) => {
    await switchLanguage(language, { persist: false });
    fakeAccountsServer(common());
    const { container } = renderAt('/m/login', <LoginScreen />);
    submit(container);
    await waitFor(() => expectFieldError('username', user));
    expectFieldError('password', pass);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(slider);
    expect(input('username')).toHaveFocus();
  });

  it.each([
    ['EN', 'At least 6 characters', 'Confirmation password not matched'],
    ['UR', 'کم از کم 6 حروف', 'تصدیقی پاس ورڈ مماثل نہیں ہے'],
  ] as const)('registration in %s: the merchant rule names its bound', async (language, short, mismatch) => {
    await switchLanguage(language, { persist: false });
    fakeAccountsServer({
      ...common(),
      'GET /wps/system/setting/register': { value: RULES },
    });
    const { container } = renderAt('/m/register', <RegisterScreen />);
    await waitFor(() => expect(container.querySelector('input[name="username"]')).not.toBeNull());
    await userEvent.type(input('username'), 'bob');
    await userEvent.type(input('password'), 'abc123');
    await userEvent.type(input('confirmPassword'), 'abc124');
    submit(container);
    await waitFor(() => expectFieldError('username', short));
    expectFieldError('confirmPassword', mismatch);
    expect(input('password')).not.toHaveAttribute('aria-invalid');
  });
});

describe('focus and submit', () => {
  it('focus goes to the first invalid field, not the first field (reset by SMS)', async () => {
    fakeAccountsServer(common());
    renderAt('/m/forget', <ForgetScreen />);
    await userEvent.type(input('mobileNum'), PK_MOBILE);
    await userEvent.type(input('newPassword'), 'Secret123');
    await userEvent.type(input('confirmNewPassword'), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(input('verificationCode')).toHaveFocus());
    expectFieldError('verificationCode', 'Please enter the SMS code');
    expectFieldError('confirmNewPassword', 'Confirmation password not matched');
    expect(input('mobileNum')).not.toHaveAttribute('aria-invalid');
    // Editing a field clears its error until the next submit.
    await userEvent.type(input('verificationCode'), '1');
    expect(input('verificationCode')).not.toHaveAttribute('aria-invalid');
    expect(input('confirmNewPassword')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the submit button is disabled while the login is on its way, and a double tap sends once', async () => {
    useCommonStore.setState({ whitelabel: { MOBILEVERCODELOGIN3: true } });
    const server = fakeAccountsServer({
      ...common(),
      'POST /wps/session/login': { value: LOGIN_VALUE },
    });
    const answer = server.fetchMock.getMockImplementation();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.fetchMock.mockImplementation(async (request, init) => {
      const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
      if (url.endsWith('/wps/session/login')) await held;
      if (!answer) throw new Error('no fake server');
      return answer(request, init);
    });
    const { container } = renderAt('/m/login', <LoginScreen />);
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile SMS' }));
    await userEvent.type(input('mobileNum'), PK_MOBILE);
    await userEvent.type(input('verificationCode'), '123456');
    // Two submits before the page could redraw (a double tap, or Enter pressed twice).
    submit(container);
    submit(container);
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeDisabled();
    await userEvent.dblClick(button);
    release();
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/wps/session/login')).toHaveLength(1);
  });
});

describe('one SMS code field for login and reset', () => {
  it.each([
    ['login', '/m/login', <LoginScreen key="login" />],
    ['resetPassword', '/m/forget', <ForgetScreen key="forget" />],
  ] as const)(
    'for %s: a wrong number is marked and focused, a right one gets a code',
    async (purpose, path, ui) => {
      useCommonStore.setState({ whitelabel: { MOBILEVERCODELOGIN3: true } });
      const server = fakeAccountsServer({
        ...common(),
        'POST /wps/verification/sms/noLogin': {
          value: { expirationTime: 0, expiredMinutes: 5, resendAt: 0 },
        },
      });
      renderAt(path, ui);
      if (purpose === 'login') await userEvent.click(screen.getByRole('radio', { name: 'Mobile SMS' }));
      await userEvent.type(input('mobileNum'), '12');
      await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
      expectFieldError('mobileNum', 'Please enter a valid mobile number');
      expect(input('mobileNum')).toHaveFocus();
      expect(server.calls.some((call) => call.path === '/wps/verification/sms/noLogin')).toBe(false);
      await userEvent.clear(input('mobileNum'));
      await userEvent.type(input('mobileNum'), `0${PK_MOBILE}`);
      await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
      await waitFor(() =>
        expect(server.calls.some((call) => call.path === '/wps/verification/sms/noLogin')).toBe(true),
      );
      expect(server.calls.find((call) => call.path === '/wps/verification/sms/noLogin')?.body).toEqual({
        mobileNo: PK_MOBILE,
        countryDialingCode: '+92',
        purpose,
      });
    },
  );
});

const RULES: RegisterSettings = {
  methods: { username: true, mobile: false },
  fields: [
    { name: 'username', enabled: true, required: true, pattern: null, min: 6, max: 16 },
    { name: 'password', enabled: true, required: true, pattern: null, min: 6, max: 20 },
    { name: 'confirmPassword', enabled: true, required: true, pattern: null, min: null, max: null },
  ],
  minimumAge: 18,
};
