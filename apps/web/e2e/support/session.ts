import type { Page } from '@playwright/test';

/**
 * A member session planted in session storage, for specs about menus and headers rather than about
 * logging in. Home renews the session on load (spec 4), so the renewal and member-info calls are
 * answered here too: the real server would rightly end a session it never issued.
 */
export async function plantSession(
  page: Page,
  member: { userName: string; type: number; nickname?: string },
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
  await page.route('**/wps/session/renew', (route) =>
    route.fulfill({ json: { success: true, value: { expiresAt: Date.now() + 3_600_000 } } }),
  );
  await page.route('**/wps/session/logout', (route) =>
    route.fulfill({ json: { success: true, value: { loggedOut: true } } }),
  );
  await page.route('**/wps/member/info', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: {
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
        },
      },
    }),
  );
}
