import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../shared/i18n/i18n.ts';
import type { RegisterSettings } from '../../api/accountsApi.ts';
import { birthDateFormKey, deviceToday, oldestBirthDate, yearsBack } from '../../model/birthDate.ts';
import { fakeAccountsServer } from '../../test/fakeServer.ts';
import { passSlider, renderAt, setUpAccountScreens } from '../../test/screenHarness.tsx';
import RegisterScreen from '../RegisterScreen.tsx';
import { pickDate } from '../../../../test/pickDate.ts';

const common = setUpAccountScreens();

const RULES: RegisterSettings = {
  methods: { username: true, mobile: false },
  fields: [
    { name: 'username', enabled: true, required: true, pattern: null, min: 6, max: 16 },
    { name: 'password', enabled: true, required: true, pattern: null, min: 6, max: 20 },
  ],
  minimumAge: 21,
};

const UNDER_AGE = {
  failure: {
    code: 'UNDER_MINIMUM_AGE',
    message: 'You are under the minimum age to register.',
    data: { field: 'birthDate', minimumAge: 21 },
  },
  status: 403,
};

async function fillForm(birthDate: string): Promise<void> {
  await userEvent.type(await screen.findByLabelText('Username'), 'bobby123');
  await userEvent.type(screen.getByLabelText('Password'), 'abc123');
  pickDate(screen.getByLabelText('Date of birth'), birthDate);
}

const fieldError = () => document.querySelector('.field__error')?.textContent ?? null;

describe('date of birth at registration', () => {
  it("asks for it with the merchant's minimum age in the rule and the agreement", async () => {
    fakeAccountsServer({ ...common(), 'GET /wps/system/setting/register': { value: RULES } });
    renderAt('/m/register', <RegisterScreen />);
    const input = await screen.findByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', deviceToday());
    expect(screen.getByText('You must be at least 21 years old')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'I am at least 21 years old and agree to the terms and conditions',
      }),
    ).toBeChecked();
    pickDate(input, '1990-05-17');
    expect(screen.getByText('Born 17 May 1990 · You must be at least 21 years old')).toBeInTheDocument();
  });

  it('is required before anything is sent', async () => {
    const server = fakeAccountsServer({ ...common(), 'GET /wps/system/setting/register': { value: RULES } });
    renderAt('/m/register', <RegisterScreen />);
    await fillForm('');
    await passSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fieldError()).toBe('Please enter your date of birth'));
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    expect(server.calls.some((call) => call.path === '/wps/member/register')).toBe(false);
  });

  it("shows the server's refusal of an under-age member beside the field, in English and Urdu", async () => {
    const server = fakeAccountsServer({
      ...common(),
      'GET /wps/system/setting/register': { value: RULES },
      'PUT /wps/member/register': UNDER_AGE,
    });
    renderAt('/m/register', <RegisterScreen />);
    await fillForm('2010-01-01');
    await passSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fieldError()).toBe('You must be at least 21 years old to register.'));
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.filter((call) => call.path === '/wps/member/register')).toHaveLength(1);
    await switchLanguage('UR', { persist: false });
    await waitFor(() => expect(fieldError()).toBe('رجسٹر کرنے کے لیے آپ کی عمر کم از کم 21 سال ہونی چاہیے۔'));
    // A new date clears the refusal until the next try.
    pickDate(screen.getByLabelText('تاریخِ پیدائش'), '1990-05-17');
    expect(fieldError()).toBeNull();
  });
});

describe('the form check of a date of birth', () => {
  it.each([
    ['', 'required'],
    ['2026-02-30', 'invalid'],
    ['2026-03-13', 'invalid'],
    ['1900-01-01', 'invalid'],
    ['2026-03-12', null],
    ['1990-05-17', null],
  ])('%s on 2026-03-12: %s', (value, key) => {
    expect(birthDateFormKey(value, '2026-03-12')).toBe(key);
  });

  it('offers the picker at most 120 years back, 29 February landing on 28 February', () => {
    expect(oldestBirthDate('2026-03-12')).toBe('1906-03-12');
    expect(yearsBack('2028-02-29', 18)).toBe('2010-02-28');
  });
});
