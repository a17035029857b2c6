import type { OpsCustomerServiceEntry, OpsHelpItem, OpsPermission } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, renderScreen, useLanguage } from '../members/testing.tsx';
import { ContentScreen } from './ContentScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const topic: OpsHelpItem = {
  id: 3,
  parentId: null,
  sortOrder: 0,
  texts: {
    EN: { title: 'Deposits', content: '<p>How to pay in</p>' },
    UR: { title: 'جمع', content: '<p>رقم کیسے جمع کریں</p>' },
  },
};
const article: OpsHelpItem = {
  id: 4,
  parentId: 3,
  sortOrder: 1,
  texts: { EN: { title: 'How long does a deposit take?', content: '<p>Minutes</p>' }, UR: null },
};
const whatsapp: OpsCustomerServiceEntry = {
  id: 9,
  csType: 'WHATSAPP',
  path: 'https://wa.me/923000000000',
  sortOrder: 0,
};

function open(permissions: readonly OpsPermission[] = ['content.read', 'content.manage']) {
  return renderScreen({
    path: '/content',
    at: '/content',
    element: <ContentScreen />,
    permissions,
    answer: (request) => {
      if (request.method !== 'GET') return ok({ id: 4 });
      if (request.url.pathname === '/ops/help-items') return ok({ content: [topic, article] });
      if (request.url.pathname === '/ops/customer-service') return ok({ content: [whatsapp] });
      if (request.url.pathname === '/ops/download-links') return ok({ content: [] });
      return ok({ content: [], total: 0 });
    },
  });
}

describe('the help centre, download links and customer service tabs', () => {
  it('edits an article in English and Urdu side by side with its topic in the preview, and saves both', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('tab', { name: 'Help centre' }));
    expect(await screen.findByText('جمع')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('1 topics, 1 articles')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit How long does a deposit take?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit: How long does a deposit take?' }));
    expect(dialog.getByRole('textbox', { name: 'Title (Urdu)' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Title (Urdu)' }), 'جمع میں کتنا وقت لگتا ہے؟');
    await user.type(dialog.getByRole('textbox', { name: 'Content (Urdu, HTML)' }), '<p>چند منٹ</p>');
    const title = dialog.getByRole('textbox', { name: 'Title (English)' });
    await user.clear(title);
    await user.type(title, 'Deposit times');
    const preview = within(dialog.getByRole('figure', { name: 'Preview in English' }));
    expect(preview.getByText('Deposits')).toBeInTheDocument();
    expect(preview.getByText('Deposit times')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Urdu' }));
    const urdu = within(dialog.getByRole('figure', { name: 'Preview in Urdu' }));
    expect(urdu.getByText('جمع')).toBeInTheDocument();
    expect(urdu.getByText('جمع میں کتنا وقت لگتا ہے؟')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Deposit times” saved.');
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/ops/help-items/4');
    expect(put?.body).toEqual({
      parentId: 3,
      sortOrder: 1,
      texts: {
        EN: { title: 'Deposit times', content: '<p>Minutes</p>' },
        UR: { title: 'جمع میں کتنا وقت لگتا ہے؟', content: '<p>چند منٹ</p>' },
      },
    });
  });

  it('refuses a WhatsApp address that is no WhatsApp link before sending, then saves a good one', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('tab', { name: 'Customer service' }));
    await user.click(await screen.findByRole('button', { name: 'Edit WhatsApp https://wa.me/923000000000' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit: WhatsApp' }));
    const address = dialog.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'https://evil.example/chat');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This address does not suit this kind of entry.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'https://wa.me/923111111111');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('WhatsApp saved.');
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/ops/customer-service/9');
    expect(put?.body).toEqual({ csType: 'WHATSAPP', path: 'https://wa.me/923111111111', sortOrder: 0 });
  });

  it('deletes a topic only after saying its articles go with it', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('tab', { name: 'Help centre' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Deposits' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this help entry?' }));
    expect(dialog.getByText(/and its 1 articles/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Deposits” deleted.');
    expect(
      sent.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname),
    ).toEqual(['/ops/help-items/3']);
  });

  it('shows a read-only operator the entries and the preview, and nothing to change', async () => {
    const user = userEvent.setup();
    const { sent } = open(['content.read']);
    await user.click(await screen.findByRole('tab', { name: 'Help centre' }));
    await user.click(await screen.findByRole('button', { name: 'View Deposits' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'View: Deposits' }));
    expect(
      within(dialog.getByRole('figure', { name: 'Preview in Urdu' })).getByText('جمع'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New topic' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: 'Customer service' }));
    expect(await screen.findByText('https://wa.me/923000000000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New entry' })).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});
