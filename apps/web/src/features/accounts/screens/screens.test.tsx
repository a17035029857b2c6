import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useToastStore } from '../../../shared/ui/toastStore.ts';
import type { RegisterSettings } from '../api/accountsApi.ts';
import { setTemporaryPassword } from '../model/session.ts';
import { fakeAccountsServer } from '../test/fakeServer.ts';
import { LOGIN_VALUE, passSlider, renderAt, setUpAccountScreens } from '../test/screenHarness.tsx';
import ChangePasswordScreen from './ChangePasswordScreen.tsx';
import LoginScreen from './LoginScreen.tsx';
import { memberGate } from './member/memberGate.ts';
import RegisterScreen from './RegisterScreen.tsx';
import { fieldsFor, initialMode } from './register/registerFields.ts';
import { pickDate } from '../../../test/pickDate.ts';

const common = setUpAccountScreens();

describe('login (spec 2.7, 4)', () => {
  it('SMS mode exists only with MOBILEVERCODELOGIN3', () => {
    fakeAccountsServer(common());
    const { unmount } = renderAt('/m/login', <LoginScreen />);
    expect(screen.queryByRole('radio', { name: 'Mobile SMS' })).toBeNull();
    unmount();
    useCommonStore.setState({ whitelabel: { MOBILEVERCODELOGIN3: true } });
    renderAt('/m/login', <LoginScreen />);
    expect(screen.getByRole('radio', { name: 'Mobile SMS' })).toBeInTheDocument();
  });

  it('the way to log in is chosen with the arrow keys as with a tap, and only the chosen way is a Tab stop', async () => {
    fakeAccountsServer(common());
    useCommonStore.setState({ whitelabel: { MOBILEVERCODELOGIN3: true } });
    renderAt('/m/login', <LoginScreen />);
    const byUsername = screen.getByRole('radio', { name: 'Username' });
    const bySms = screen.getByRole('radio', { name: 'Mobile SMS' });
    expect(byUsername).toHaveAttribute('tabindex', '0');
    expect(bySms).toHaveAttribute('tabindex', '-1');
    byUsername.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(bySms).toHaveFocus();
    expect(bySms).toBeChecked();
    expect(document.querySelector('input[name="mobileNum"]')).not.toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    expect(byUsername).toBeChecked();
    expect(document.querySelector('input[name="mobileNum"]')).toBeNull();
  });

  it('remember password is on by default; the captcha appears only when the error data asks', async () => {
    const server = fakeAccountsServer({
      ...common(),
      'POST /wps/session/login': {
        failure: { code: 'LOGIN_FAILED', message: 'Wrong', data: { captcha: true } },
      },
    });
    renderAt('/m/login', <LoginScreen />);
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await userEvent.type(screen.getByLabelText('Username'), 'alice01');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await passSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    const login = server.calls.find((call) => call.path === '/wps/session/login');
    // The login body is the encrypted envelope, never the password in clear.
    expect(JSON.stringify(login?.body)).not.toContain('Secret123');
    expect(login?.body).toMatchObject({ kid: 'k1' });
    // The human check was reset: a new puzzle is needed.
    await waitFor(() => expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0'));
  });

  it('a wait after repeated failures tells the player how many seconds to wait', async () => {
    fakeAccountsServer({
      ...common(),
      'POST /wps/session/login': {
        failure: {
          code: 'LOGIN_RETRY_LATER',
          message: 'Wait',
          data: { retryAfterSeconds: 8, captcha: true },
        },
      },
    });
    renderAt('/m/login', <LoginScreen />);
    await userEvent.type(screen.getByLabelText('Username'), 'alice01');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await passSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toMatchObject({
      kind: 'error',
      text: 'Too many failed sign-ins. Please try again in 8 s.',
    });
  });

  it('empty fields: errors, focus on the first one, re-translated on a language change', async () => {
    fakeAccountsServer(common());
    renderAt('/m/login', <LoginScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await switchLanguage('UR', { persist: false });
    expect(await screen.findByText('براہِ کرم اپنا صارف نام درج کریں')).toBeInTheDocument();
    await switchLanguage('EN', { persist: false });
  });

  it('a forced change goes to the change-password screen', async () => {
    fakeAccountsServer({
      ...common(),
      'POST /wps/session/login': { value: { ...LOGIN_VALUE, mustChangePassword: true } },
    });
    renderAt('/m/login', <LoginScreen />);
    await userEvent.type(screen.getByLabelText('Username'), 'alice01');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await passSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('CHANGE')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: 'tok' });
  });
});

const RULES: RegisterSettings = {
  methods: { username: true, mobile: true },
  fields: [
    { name: 'username', enabled: true, required: true, pattern: '^[A-Za-z0-9]+$', min: 6, max: 16 },
    { name: 'password', enabled: true, required: true, pattern: null, min: 6, max: 20 },
    { name: 'confirmPassword', enabled: true, required: true, pattern: null, min: null, max: null },
    { name: 'email', enabled: true, required: false, pattern: null, min: null, max: 254 },
    { name: 'qqNum', enabled: false, required: false, pattern: null, min: null, max: null },
    { name: 'mobileNum', enabled: true, required: false, pattern: null, min: null, max: 20 },
    { name: 'verificationCode', enabled: true, required: false, pattern: null, min: null, max: 10 },
    { name: 'affiliateCode', enabled: true, required: false, pattern: null, min: null, max: 32 },
    { name: 'captcha', enabled: true, required: true, pattern: null, min: 1, max: 6 },
  ],
  minimumAge: 18,
};

describe('registration (spec 2.8, 4, 5)', () => {
  it('method rules: mobile default only when mobile alone; mobile asks for number and code', () => {
    expect(initialMode({ username: false, mobile: true })).toBe('mobile');
    expect(initialMode({ username: true, mobile: true })).toBe('username');
    const mobileFields = fieldsFor(structuredClone(RULES), 'mobile').map((field) => field.name);
    expect(mobileFields).toContain('mobileNum');
    expect(mobileFields).not.toContain('username');
    expect(fieldsFor(structuredClone(RULES), 'username').map((field) => field.name)).not.toContain('qqNum');
  });

  it('shows enabled fields, the toggle, agreement on by default gating submit', async () => {
    fakeAccountsServer({ ...common(), 'GET /wps/system/setting/register': { value: RULES } });
    renderAt('/m/register', <RegisterScreen />);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Register with' })).toBeInTheDocument();
    expect(screen.queryByLabelText('QQ')).toBeNull();
    const agreement = screen.getByRole('checkbox', { name: /terms and conditions/ });
    expect(agreement).toBeChecked();
    await userEvent.click(agreement);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('spec 5 messages; focus on the first invalid field; reset clears', async () => {
    fakeAccountsServer({ ...common(), 'GET /wps/system/setting/register': { value: RULES } });
    renderAt('/m/register', <RegisterScreen />);
    await userEvent.type(await screen.findByLabelText('Username'), 'bob');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc124');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('At least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(screen.getByText('Enter a captcha')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.queryByText('Confirmation password not matched')).toBeNull();
  });

  it('a typed invitation code is checked first; an invalid one is reported on the field', async () => {
    const server = fakeAccountsServer({
      ...common(),
      'GET /wps/system/setting/register': { value: RULES },
      'GET /wps/agent/affiliate': { failure: { code: 'INVALID_INVITATION_CODE' } },
    });
    renderAt('/m/register', <RegisterScreen />);
    await userEvent.type(await screen.findByLabelText('Username'), 'bobby123');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Invitation code (optional)'), 'NOPE99');
    await userEvent.type(screen.getByLabelText('Captcha'), '1234');
    pickDate(screen.getByLabelText('Date of birth'), '1990-05-17');
    await passSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Invalid invitation code', { selector: '.field__error' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation code (optional)')).toHaveFocus();
    expect(server.calls.some((call) => call.path === '/wps/member/register')).toBe(false);
  });

  it('an invitation code from the URL is filled, read only and not re-checked', async () => {
    const server = fakeAccountsServer({
      ...common(),
      'GET /wps/system/setting/register': { value: RULES },
      'PUT /wps/member/register': { value: LOGIN_VALUE },
    });
    renderAt('/m/register?affiliateCode=AGENT7', <RegisterScreen />);
    const code = await screen.findByLabelText('Invitation code (optional)');
    expect(code).toHaveValue('AGENT7');
    expect(code).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('Username'), 'bobby123');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Captcha'), '1234');
    pickDate(screen.getByLabelText('Date of birth'), '1990-05-17');
    await passSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/wps/agent/affiliate')).toBe(false);
  });
});

describe('change password (spec 2.9)', () => {
  beforeEach(() => {
    setTemporaryPassword(null);
    useCommonStore.setState({
      session: { token: 't', merchantCode: 'M', userName: 'alice01', type: 0, firstTimeLogin: false },
    });
  });

  it('username read only; new must differ from old; success goes home after 1 s', async () => {
    const server = fakeAccountsServer({ 'POST /wps/member/password': { value: { done: true } } });
    renderAt('/m/changePsw', <ChangePasswordScreen />);
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('Old password'), 'Same1234');
    await userEvent.type(screen.getByLabelText('New password'), 'Same1234');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Same1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The new password and the old password cannot be the same'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'New12345');
    // Changing the password re-validates the confirmation.
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New12345');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('HOME', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/wps/member/password')?.body).toEqual({
      oldPassword: 'Same1234',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    });
  });

  it('hides the old password when a forced-change login supplied it', () => {
    setTemporaryPassword('Temp1234');
    fakeAccountsServer({});
    renderAt('/m/changePsw', <ChangePasswordScreen />);
    expect(screen.queryByLabelText('Old password')).toBeNull();
    setTemporaryPassword(null);
  });
});

describe('member centre gate (spec 4)', () => {
  it('guest to login, trial to the register prompt, members in', () => {
    expect(memberGate(false, null)).toBe('login');
    expect(memberGate(true, 4)).toBe('registerFirst');
    expect(memberGate(true, 0)).toBe('open');
  });
});
