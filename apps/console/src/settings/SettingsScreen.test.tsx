import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Sent, ok, refusal, useLanguage } from '../members/testing.tsx';
import { openSettings, settingsValue } from './testing.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const settings = (timeZone: string) =>
  settingsValue({
    timeZone,
    whitelabel: [{ flag: 'CBS3', on: true }],
    limits: { ...settingsValue().limits, withdrawDailyCount: 3, adjustApprovalAbove: '10000.00' },
    region: { blockedCountries: [], allowCidrs: [], denyCidrs: [] },
  });

/** A server keeping the zone it is sent, refusing names it does not know as the real one does. */
function server() {
  let zone = 'UTC';
  return (request: Sent) => {
    if (request.method === 'GET' && request.url.pathname === '/ops/settings') return ok(settings(zone));
    if (request.method === 'PUT' && request.url.pathname === '/ops/settings/time-zone') {
      const wanted = (request.body as { timeZone: string }).timeZone;
      if (wanted.startsWith('Mars/')) return refusal(400, 'TIME_ZONE_INVALID');
      zone = wanted;
      return ok(settings(zone));
    }
    return refusal(404, 'NOT_FOUND');
  };
}

/** The options of a Mantine Select: the listbox its combobox controls. */
function optionsOf(combobox: HTMLElement): HTMLElement[] {
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (listbox === null) throw new Error('no listbox');
  return within(listbox).getAllByRole('option', { hidden: true });
}

const open = (permissions: ('settings.read' | 'settings.manage')[], answer = server()) =>
  openSettings(permissions, answer);

describe('the time zone setting', () => {
  it('shows the zone in force, finds another by searching and saves it', async () => {
    const user = userEvent.setup();
    const { sent } = open(['settings.read', 'settings.manage']);
    const panel = within(await screen.findByRole('region', { name: 'Time zone' }));
    expect(panel.getByText(/days already counted keep their old boundaries/)).toBeInTheDocument();
    expect(panel.getByText('UTC')).toBeInTheDocument();
    const save = panel.getByRole('button', { name: 'Save time zone' });
    expect(save).toBeDisabled();

    const select = panel.getByRole('combobox', { name: 'The merchant’s time zone' });
    expect(select).toHaveValue('UTC');
    // Opened, then the search pasted in one go: typing it letter by letter re-filters some 400
    // zones per key, slow in jsdom.
    await user.click(select);
    fireEvent.change(select, { target: { value: 'karachi' } });
    expect(optionsOf(select).map((option) => option.textContent)).toEqual(['Asia/Karachi']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(select).toHaveValue('Asia/Karachi');
    await user.click(save);

    expect(await panel.findByRole('status')).toHaveTextContent('Saved.');
    expect(panel.getByText('Asia/Karachi')).toBeInTheDocument();
    expect(save).toBeDisabled();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ timeZone: 'Asia/Karachi' });
  });

  it('says in Urdu when the server does not know the zone', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    const base = server();
    // The browser lists a zone the server refuses.
    open(['settings.read', 'settings.manage'], (request) =>
      request.method === 'PUT' ? refusal(400, 'TIME_ZONE_INVALID') : base(request),
    );
    const panel = within(await screen.findByRole('region', { name: 'ٹائم زون' }));
    const select = panel.getByRole('combobox', { name: 'مرچنٹ کا ٹائم زون' });
    await user.click(select);
    fireEvent.change(select, { target: { value: 'Karachi' } });
    expect(optionsOf(select).map((option) => option.textContent)).toEqual(['Asia/Karachi']);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(panel.getByRole('button', { name: 'ٹائم زون محفوظ کریں' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('ٹائم زون پہچانا نہیں گیا');
  });

  it('lets a reader see the zone but not change it', async () => {
    const { sent } = open(['settings.read']);
    const panel = within(await screen.findByRole('region', { name: 'Time zone' }));
    expect(panel.getByRole('combobox', { name: 'The merchant’s time zone' })).toBeDisabled();
    expect(panel.queryByRole('button', { name: 'Save time zone' })).toBeNull();
    expect(sent.every((request) => request.method === 'GET')).toBe(true);
  });
});

describe('the whitelabel flags', () => {
  it('say under each code what it turns on in the lobby, in the console’s language', async () => {
    open(['settings.read', 'settings.manage']);
    const flag = await screen.findByRole('switch', { name: 'Whitelabel flag CBS3' });
    expect(flag).toBeChecked();
    expect(flag).toHaveAccessibleDescription('Live chat with customer service');
  });

  it('in Urdu', async () => {
    await useLanguage('UR');
    open(['settings.read', 'settings.manage']);
    const flag = await screen.findByRole('switch', { name: 'وائٹ لیبل فلیگ CBS3' });
    expect(flag).toHaveAccessibleDescription('کسٹمر سروس سے لائیو چیٹ');
  });
});

describe('the minimum age setting', () => {
  it('shows 18 until changed and saves the age chosen from 18 to 25', async () => {
    const user = userEvent.setup();
    let age = 18;
    const { sent } = open(['settings.read', 'settings.manage'], (request) => {
      if (request.method === 'PUT' && request.url.pathname === '/ops/settings/minimum-age') {
        age = (request.body as { minimumAge: number }).minimumAge;
      }
      return ok(settingsValue({ minimumAge: age }));
    });
    const panel = within(await screen.findByRole('region', { name: 'Minimum age at registration' }));
    const select = panel.getByRole('combobox', { name: 'Minimum age' });
    expect(select).toHaveValue('18');
    const save = panel.getByRole('button', { name: 'Save minimum age' });
    expect(save).toBeDisabled();
    await user.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (listbox === null) throw new Error('no listbox');
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['18', '19', '20', '21', '22', '23', '24', '25']);
    await user.click(within(listbox).getByRole('option', { name: '21', hidden: true }));
    await user.click(save);
    expect(await panel.findByRole('status')).toHaveTextContent('Saved.');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ minimumAge: 21 });
  });

  it('is read-only without settings.manage', async () => {
    open(['settings.read']);
    const panel = within(await screen.findByRole('region', { name: 'Minimum age at registration' }));
    expect(panel.getByRole('combobox', { name: 'Minimum age' })).toBeDisabled();
    expect(panel.queryByRole('button', { name: 'Save minimum age' })).toBeNull();
  });
});
