import type { OpsAnnouncement, OpsPermission } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, renderScreen, useLanguage } from '../members/testing.tsx';
import { ContentScreen } from './ContentScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const banner = (over: Partial<OpsAnnouncement> = {}): OpsAnnouncement => ({
  id: 7,
  type: 'B',
  groupName: 'm_home',
  imageUrl: '/cdn/banner/welcome.png',
  link: '/promotions',
  promotionType: null,
  execution: null,
  sortOrder: 2,
  startsAt: '2026-11-01T10:00:00.000Z',
  endsAt: null,
  state: 'live',
  texts: {
    EN: { title: 'Welcome bonus', content: '', imageUrl: '' },
    UR: { title: 'خوش آمدید بونس', content: '', imageUrl: '' },
  },
  ...over,
});

function open(
  items: OpsAnnouncement[] = [banner()],
  permissions: readonly OpsPermission[] = ['content.read', 'content.manage'],
) {
  return renderScreen({
    path: '/content',
    at: '/content',
    element: <ContentScreen />,
    permissions,
    answer: (request) =>
      request.method === 'GET'
        ? ok({
            content: items.filter((item) => item.type === request.url.searchParams.get('type')),
            total: items.length,
          })
        : request.method === 'POST' && request.url.pathname === '/ops/inbox'
          ? ok({ messageId: 31 })
          : ok({ id: 7 }),
  });
}

describe('the content screen', () => {
  it('edits a banner with English and Urdu side by side, previews it, and saves both languages', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    expect(await screen.findByText('خوش آمدید بونس')).toHaveAttribute('dir', 'rtl');
    expect(sent[0]?.url.searchParams.get('type')).toBe('B');

    await user.click(screen.getByRole('button', { name: 'Edit Welcome bonus' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit: Welcome bonus' }));
    // Urdu is written right to left; English left to right whatever the console's language.
    expect(dialog.getByRole('textbox', { name: 'Title (Urdu)' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    expect(dialog.getByRole('textbox', { name: 'Title (English)' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'ltr',
    );
    const title = dialog.getByRole('textbox', { name: 'Title (English)' });
    await user.clear(title);
    await user.type(title, 'Cricket cashback');
    const preview = dialog.getByRole('figure', { name: 'Preview in English' });
    expect(within(preview).getByText('Cricket cashback')).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Cricket cashback' })).toHaveAttribute(
      'src',
      '/cdn/banner/welcome.png',
    );
    await user.click(dialog.getByRole('radio', { name: 'Urdu' }));
    expect(
      within(dialog.getByRole('figure', { name: 'Preview in Urdu' })).getByText('خوش آمدید بونس'),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Cricket cashback” saved.');
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/ops/announcements/7');
    expect(put?.body).toMatchObject({
      type: 'B',
      groupName: 'm_home',
      imageUrl: '/cdn/banner/welcome.png',
      link: '/promotions',
      sortOrder: 2,
      startsAt: '2026-11-01T10:00:00.000Z',
      endsAt: null,
      texts: { EN: { title: 'Cricket cashback' }, UR: { title: 'خوش آمدید بونس' } },
    });
  });

  it('sends nothing without an English title, nor Urdu content without an Urdu title', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('tab', { name: 'Popups' }));
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New item: Popups' }));
    await user.type(dialog.getByRole('textbox', { name: 'Content (English, HTML)' }), 'Double points');
    // (The preview's sanitising is checked in Chromium, content.spec.ts: happy-dom's DOM does not
    // run DOMPurify faithfully.)
    expect(
      within(dialog.getByRole('figure', { name: 'Preview in English' })).getByText('Double points'),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Give the English title (up to 256 characters).')).toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Title (English)' }), 'Weekend');
    await user.type(dialog.getByRole('textbox', { name: 'Content (Urdu, HTML)' }), '<p>ہفتہ</p>');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(
      await dialog.findByText('Give the Urdu title too, or leave both Urdu fields empty.'),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('deletes only after the operator confirms', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Welcome bonus' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this item?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Welcome bonus' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete this item?' }));
    await user.click(again.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Welcome bonus” deleted.');
    expect(
      sent.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname),
    ).toEqual(['/ops/announcements/7']);
  });

  it('sends an inbox message to one member, in Urdu too', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('tab', { name: 'ان باکس پیغام' }));
    const form = within(await screen.findByRole('form', { name: 'ان باکس پیغام بھیجیں' }));
    await user.type(form.getByRole('textbox', { name: 'ممبر آئی ڈی' }), '42');
    await user.type(form.getByRole('textbox', { name: 'عنوان (انگریزی)' }), 'Your bonus');
    await user.type(form.getByRole('textbox', { name: 'عنوان (اردو)' }), 'آپ کا بونس');
    await user.click(form.getByRole('button', { name: 'پیغام بھیجیں' }));
    expect(await form.findByRole('status')).toHaveTextContent('پیغام 31 بھیج دیا گیا۔');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      audience: { kind: 'member', memberId: 42 },
      texts: { EN: { title: 'Your bonus', content: '' }, UR: { title: 'آپ کا بونس', content: '' } },
    });
  });

  it('shows an auditor the items and their preview, read-only, with nothing to change or send', async () => {
    const user = userEvent.setup();
    const { sent } = open([banner()], ['content.read', 'audit.read']);
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Read only');
    expect(screen.queryByRole('button', { name: 'New item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Welcome bonus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Welcome bonus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Inbox message' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Popups' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Welcome bonus' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'View: Welcome bonus' }));
    const preview = dialog.getByRole('figure', { name: 'Preview in English' });
    expect(within(preview).getByRole('img', { name: 'Welcome bonus' })).toHaveAttribute(
      'src',
      '/cdn/banner/welcome.png',
    );
    await user.click(dialog.getByRole('radio', { name: 'Urdu' }));
    expect(
      within(dialog.getByRole('figure', { name: 'Preview in Urdu' })).getByText('خوش آمدید بونس'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('is not there for an operator who may not read content', async () => {
    const { sent } = open([banner()], ['payments.read']);
    expect(await screen.findByText('There is no such page in the console.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
