import type { IdentityDocument, MyVerificationValue } from '@openlobby/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import VerificationScreen from './VerificationScreen.tsx';

const PATH = '/wps/member/verification';
const RULE = { mode: 'ABOVE' as const, threshold: '2000.00', requireProofOfAddress: true };

/** A small stand-in of the verification API: an upload is pending, the status follows. */
function serve(initial: IdentityDocument[]) {
  let documents = [...initial];
  let next = 100;
  const value = (): MyVerificationValue => ({
    status: documents.some((d) => d.status === 'REJECTED')
      ? 'REJECTED'
      : documents.length > 0
        ? 'PENDING'
        : 'NOT_SUBMITTED',
    documents,
    rule: RULE,
    currency: 'CNY',
  });
  return fakeServer({
    [`GET ${PATH}`]: () => ({ value: value() }),
    [`POST ${PATH}/documents`]: ({ body }) => {
      const { kind, side } = body as { kind: IdentityDocument['kind']; side: IdentityDocument['side'] };
      next += 1;
      documents = [
        ...documents.filter((d) => !(d.kind === kind && d.side === side)),
        {
          documentId: next,
          kind,
          side,
          status: 'PENDING',
          note: null,
          contentType: 'image/png',
          createdAt: '2026-11-27T10:00:00.000Z',
          decidedAt: null,
        },
      ];
      return { value: value() };
    },
  });
}

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });

beforeEach(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

describe('Identity verification', () => {
  it('uploads an ID card front and back and shows each pending, then the status pending', async () => {
    logInAs();
    const server = serve([]);
    // The browser's picker offers every file: the screen itself refuses what is not a picture.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<VerificationScreen />, '/m/member/verification');
    expect(await screen.findByRole('region', { name: 'Your status' })).toHaveTextContent('Not submitted');
    expect(
      screen.getByText(/Withdrawals above .*2,000\.00.* need a verified identity\./),
    ).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload ID card (Front)'), picture());
    const front = await screen.findByRole('listitem', { name: 'ID card (Front)' });
    expect(await within(front).findByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your status' })).toHaveTextContent('Pending');
    expect(
      within(screen.getByRole('listitem', { name: 'ID card (Back)' })).getByText('Not sent'),
    ).toBeInTheDocument();
    const sent = server.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ kind: 'ID_CARD', side: 'FRONT', image: 'iVBORw==' });

    // A passport has one page, and a PDF is refused before sending.
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(screen.getByRole('listitem', { name: 'Passport (Photo page)' })).toBeInTheDocument();
    const pdf = new File(['%PDF'], 'id.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload Passport (Photo page)'), pdf);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG or PNG picture.');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("shows an officer's reason and note, in Urdu", async () => {
    await initI18n('UR');
    logInAs();
    serve([
      {
        documentId: 7,
        kind: 'PASSPORT',
        side: 'FRONT',
        status: 'REJECTED',
        note: 'Blurred photo',
        contentType: 'image/jpeg',
        createdAt: '2026-11-27T10:00:00.000Z',
        decidedAt: '2026-11-27T11:00:00.000Z',
      },
      {
        documentId: 8,
        kind: 'PROOF_OF_ADDRESS',
        side: 'FRONT',
        status: 'MORE_NEEDED',
        note: 'Send a bank statement',
        contentType: 'image/jpeg',
        createdAt: '2026-11-27T10:00:00.000Z',
        decidedAt: '2026-11-27T11:00:00.000Z',
      },
    ]);
    renderWithProviders(<VerificationScreen />, '/m/member/verification');
    expect(await screen.findByRole('region', { name: 'آپ کی حیثیت' })).toHaveTextContent('مسترد');
    // The passport chosen, since it is the latest identity document.
    expect(screen.getByRole('radio', { name: 'پاسپورٹ' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('وجہ: Blurred photo')).toBeInTheDocument();
    expect(screen.getByText('نوٹ: Send a bank statement')).toBeInTheDocument();
    expect(screen.getAllByText('نئی تصویر بھیجیں')).toHaveLength(2);
  });
});
