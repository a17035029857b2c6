/**
 * Identity verification from a spec's side (modules/verification): a member's documents sent through
 * the lobby's API, and, for specs whose member withdraws above the verification amount, the member
 * verified by an operator's approvals through the console's API.
 */
import type { Page } from '@playwright/test';
import { lobbyValue } from './lobby.ts';

/** A whole 1 × 1 PNG: the server decodes every picture it is sent. */
export const DOCUMENT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The member sends a passport's photo page and a proof of address; both are then pending. */
export async function sendDocuments(memberToken: string): Promise<void> {
  for (const kind of ['PASSPORT', 'PROOF_OF_ADDRESS']) {
    await lobbyValue('POST', '/wps/member/verification/documents', {
      body: { kind, side: 'FRONT', image: DOCUMENT_PNG },
      token: memberToken,
    });
  }
}

/** The operator session a signed-in console page holds. */
export function opsTokenOf(page: Page): Promise<string> {
  return page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    'openlobby.console.session',
  );
}

/**
 * Sends the member's documents and approves them as `opsToken`'s operator, the passport with the
 * number `passportNumber` read from it: the member is verified.
 */
export async function verifyMember(
  memberToken: string,
  opsToken: string,
  passportNumber = `P${Date.now().toString(36).toUpperCase()}`,
): Promise<void> {
  await sendDocuments(memberToken);
  const mine = (await lobbyValue('GET', '/wps/member/verification', { token: memberToken })) as {
    documents: { documentId: number; kind: string; status: string }[];
  };
  for (const document of mine.documents.filter((d) => d.status === 'PENDING')) {
    await lobbyValue('POST', `/ops/verification/documents/${String(document.documentId)}/decision`, {
      body: {
        decision: 'APPROVE',
        ...(document.kind === 'PASSPORT' ? { documentNumber: passportNumber } : {}),
      },
      token: `Bearer ${opsToken}`,
    });
  }
}
