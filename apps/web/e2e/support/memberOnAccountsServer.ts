import type { Browser, Page } from '@playwright/test';
import { preloadAxe } from './a11yAudit.ts';
import { startAccountsServer } from './accounts.ts';
import { chooseUrdu, type Language, storeLook, type Theme } from './language.ts';
import { E2E_PORT, type ExtraServer } from './server.ts';
import { restingContext, restingPage, test } from './test.ts';
import { DEMO_USER, logIn } from './wallet.ts';

/** Who is logged in on a member page, and the look its next page load starts in. */
export interface MemberLook {
  readonly language: Language;
  readonly theme: Theme;
  /** A seeded demo member: demo_player unless told (demo_agent is type 1). */
  readonly user?: string;
}

/** A spec's own accounts server and the seeded member's pages on it. */
export interface MemberServer {
  /** The server's address; read it inside a test (the server starts in the file's beforeAll). */
  readonly baseUrl: string;
  /** A fresh page at a 360 px phone, the demo member logged in, in `language`; close its context. */
  member: (browser: Browser, language: Language) => Promise<Page>;
  /**
   * A fresh page at a 390 × 844 phone, axe preloaded (auditState), `look.user` logged in and the
   * language and theme stored as the header's switches store them: the caller's next goto opens in
   * them. Close its context.
   */
  phoneMember: (browser: Browser, look: MemberLook) => Promise<Page>;
}

/**
 * A spec file's accounts server at the suite's port + `offset`, started before its tests and
 * stopped after them (call it at the top of the file), with the demo member a login away.
 */
export function memberOnAccountsServer(offset: number): MemberServer {
  let server: ExtraServer | undefined;
  test.beforeAll(async () => {
    // A server of its own, its flags set by three CLI runs: slow on a loaded two-core machine.
    test.setTimeout(150_000);
    server = await startAccountsServer(E2E_PORT + offset);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const started = (): ExtraServer => {
    if (!server) throw new Error('the accounts server starts in beforeAll: read it inside a test');
    return server;
  };
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    member: async (browser, language) => {
      const page = await restingPage(browser);
      await page.setViewportSize({ width: 360, height: 780 });
      await logIn(page, started().baseUrl);
      if (language === 'UR') await chooseUrdu(page);
      return page;
    },
    phoneMember: async (browser, { language, theme, user = DEMO_USER }) => {
      const context = await restingContext(browser, { viewport: { width: 390, height: 844 } });
      await preloadAxe(context);
      const page = await context.newPage();
      await logIn(page, started().baseUrl, user);
      await storeLook(page, language, theme);
      return page;
    },
  };
}
