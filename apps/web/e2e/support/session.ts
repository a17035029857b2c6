import type { Page } from '@playwright/test';
import type { MemberType } from '@openlobby/contract';
import { answerFromContract } from './contract.ts';

/**
 * A member session planted in session storage, ONLY for a member no real path can make (today: an
 * internal agent, type 41, in wallet-screens.spec; the server makes one only under another internal
 * agent and nothing makes the first). Every other spec logs a real member in (support/wallet.ts
 * logIn, support/trial.ts startFreeTrial). Home renews the session on load (spec 4), so the renewal,
 * logout and member-info calls are answered here too, through the contract's schemas: the real
 * server would rightly end a session it never issued.
 */
export async function plantSession(
  page: Page,
  member: { userName: string; type: MemberType; nickname?: string },
): Promise<void> {
  await page.addInitScript((info) => {
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({
        token: 't',
        merchantCode: 'OPENLOBBY',
        userName: info.userName,
        type: info.type,
        firstTimeLogin: false,
      }),
    );
  }, member);
  await answerFromContract(page, 'renewSession', { expiresAt: Date.now() + 3_600_000 });
  await answerFromContract(page, 'logout', { loggedOut: true });
  await answerFromContract(page, 'memberInfo', {
    customerId: 1,
    account: member.userName,
    nickname: member.nickname ?? null,
    type: member.type,
    clubLabel: null,
    merchantCode: 'OPENLOBBY',
    email: null,
    mobileNum: null,
    payeeName: null,
    avatarUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    lastLoginIp: null,
    firstTimeLogin: false,
    exclusion: null,
  });
}
