import type { QueuedDocument, VerificationSettingsValue } from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Sent, ok, readable, renderScreen, useLanguage } from '../members/testing.tsx';
import { memberPath } from '../members/paths.ts';
import { ComplianceScreen } from './ComplianceScreen.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

const doc = (
  documentId: number,
  kind: QueuedDocument['kind'],
  side: QueuedDocument['side'],
): QueuedDocument => ({
  documentId,
  kind,
  side,
  status: 'PENDING',
  note: null,
  contentType: 'image/png',
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  documentNumber: null,
  memberId: 42,
  username: 'player42',
});
const RULE: VerificationSettingsValue = {
  mode: 'ABOVE',
  threshold: '2000.00',
  requireProofOfAddress: true,
  currency: 'PKR',
  updatedAt: null,
  updatedBy: null,
};
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function openTab(permissions: Parameters<typeof renderScreen>[0]['permissions']) {
  let queue = [doc(5, 'ID_CARD', 'FRONT'), doc(6, 'PROOF_OF_ADDRESS', 'FRONT')];
  return renderScreen({
    path: '/compliance',
    at: '/compliance?tab=verification',
    element: <ComplianceScreen />,
    permissions,
    answer: (request: Sent) => {
      const path = request.url.pathname;
      if (path === '/ops/verification/queue') return ok({ list: queue });
      if (path === '/ops/verification/settings') return ok(RULE);
      if (path.endsWith('/image')) return ok({ contentType: 'image/png', data: PIXEL });
      const match = /^\/ops\/verification\/documents\/(\d+)\/decision$/.exec(path);
      if (match !== null) {
        const id = Number(match[1]);
        const body = request.body as { decision: string; note?: string; documentNumber?: string };
        const status = { APPROVE: 'APPROVED', REJECT: 'REJECTED', REQUEST_MORE: 'MORE_NEEDED' }[
          body.decision
        ];
        const decided = { ...queue.find((d) => d.documentId === id), status, note: body.note ?? null };
        queue = queue.filter((d) => d.documentId !== id);
        return ok({
          document: decided,
          member: {
            memberId: 42,
            username: 'player42',
            status: body.decision === 'APPROVE' ? 'PENDING' : status,
            documents: [],
          },
          // The server found a self-excluded member with this number (modules/verification).
          carriedExclusion:
            body.documentNumber === undefined
              ? null
              : { fromMemberId: 7, fromUsername: 'excluded7', endsAt: '2027-05-27T10:00:00.000Z' },
        });
      }
      return { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'no', data: {} } };
    },
  });
}

describe('the verification queue', () => {
  it('shows pending documents oldest first, their picture, and approves or rejects with a reason', async () => {
    const user = userEvent.setup();
    const { sent } = openTab(['compliance.read', 'compliance.manage']);
    const table = await screen.findByRole('table', { name: 'Documents waiting for a decision' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => readable(row.textContent ?? ''))).toEqual([
      expect.stringContaining('5player42ID card (front)'),
      expect.stringContaining('6player42Proof of address'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Review document 5' }));
    const picture = await screen.findByRole('img', { name: 'ID card (front) sent by player42' });
    expect(picture).toHaveAttribute('src', `data:image/png;base64,${PIXEL}`);
    // An ID card's front is approved with the number the officer reads from it.
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'Type the number printed on the document: letters and digits, 4 to 40 characters.',
      ),
    ).toBeInTheDocument();
    expect(sent.some((r) => r.url.pathname === '/ops/verification/documents/5/decision')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Number on the document' }), '35202-1234567-1');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Document 5 approved. player42 is now: Pending.')).toBeInTheDocument();
    expect(sent.find((r) => r.url.pathname === '/ops/verification/documents/5/decision')?.body).toEqual({
      decision: 'APPROVE',
      documentNumber: '35202-1234567-1',
    });
    const carried = screen.getByRole('alert');
    expect(carried).toHaveTextContent('Same identity as a self-excluded member');
    expect(carried).toHaveTextContent(
      'player42 has the same verified identity as excluded7, who is self-excluded. player42 is now self-excluded too, until',
    );
    expect(within(carried).getByRole('link', { name: 'Open player42' })).toHaveAttribute(
      'href',
      memberPath(42),
    );
    expect(await screen.findByRole('button', { name: 'Review document 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review document 5' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Review document 6' }));
    expect(screen.queryByRole('textbox', { name: 'Number on the document' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText('Write the reason or note (up to 500 characters).')).toBeInTheDocument();
    expect(sent.some((r) => r.url.pathname === '/ops/verification/documents/6/decision')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'The bill is older than 3 months');
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText('Document 6 rejected. player42 is now: Rejected.')).toBeInTheDocument();
    expect(sent.find((r) => r.url.pathname === '/ops/verification/documents/6/decision')?.body).toEqual({
      decision: 'REJECT',
      note: 'The bill is older than 3 months',
    });
    expect(await screen.findByText('No documents are waiting.')).toBeInTheDocument();
  });

  it('lets readers look without deciding, in Urdu', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    openTab(['compliance.read']);
    expect(await screen.findByRole('tab', { name: 'تصدیق', selected: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'دستاویز 5 کا جائزہ' }));
    expect(
      await screen.findByText('فیصلہ کرنے کے لیے کمپلائنس مینجمنٹ کی اجازت درکار ہے۔'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'منظور کریں' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'رقم نکلوانے کا اصول محفوظ کریں' })).toBeNull();
  });
});
