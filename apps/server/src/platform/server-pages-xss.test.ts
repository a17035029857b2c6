/**
 * Every page the server draws, fed a hostile value where it takes one from outside (a query
 * parameter, a verify form field, a chat title, a game code, an operator's currency symbol or banner
 * address, a path on disk, a vendor's game name on its SVG icon), parsed as a browser would: the value is shown as text (or kept as data
 * in a JSON block), and no element, attribute or script of the attacker's exists. (The operator's
 * agent page interpolates nothing from outside: its strings are the dictionary's.)
 */
import { type BannerItem, type ConsolidatedSettingsValue, PrizeMode } from '@openlobby/contract';
import { type Document, Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPage } from '../modules/chat/chat-page.ts';
import { lotteryPage } from '../modules/lottery/page/page.ts';
import { lotteryVerifyPage } from '../modules/lottery/page/verify-page.ts';
import { gamePage } from '../modules/studio/page.ts';
import { gameIconSvg } from '../modules/games/icon-svg.ts';
import { demoGatewayPage } from '../modules/wallet/demo-gateway-page.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createHomeShell } from '../web/home-shell.ts';
import { missingBuildPage } from '../web/missing-build-page.ts';

/** Closes a JSON block, an attribute and an element, and opens a script and an image handler. 64 characters. */
const HOSTILE = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)>`;

function parse(body: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(body, 'text/html');
}

/** Nothing of the attacker's became markup: no image, no handler attribute, only the page's own scripts. */
function expectInert(doc: Document): void {
  expect(doc.querySelectorAll('img').length).toBe(0);
  const handlers = [...doc.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('on')),
  );
  expect(handlers).toEqual([]);
  for (const script of doc.querySelectorAll('script')) {
    if (script.hasAttribute('src')) continue;
    // Only JSON data blocks are inline, and each still reads as the JSON it was.
    expect(script.getAttribute('type')).toBe('application/json');
    expect(() => JSON.parse(script.textContent) as unknown).not.toThrow();
  }
}

const jsonBlock = (doc: Document, id: string) =>
  JSON.parse(doc.getElementById(id)?.textContent ?? 'null') as Record<string, unknown>;
const value = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('value');

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const get = async (url: string) => {
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  return parse(page.body);
};
const q = encodeURIComponent(HOSTILE);

describe('server-drawn pages show hostile values as text', () => {
  it('studio game page: a game code and launch token reach the title and the JSON block as text', () => {
    const doc = parse(gamePage({ engine: 'slot', gameCode: HOSTILE, launchToken: HOSTILE, language: 'EN' }));
    expectInert(doc);
    expect(doc.querySelector('h1')?.textContent).toContain('onerror');
    expect(jsonBlock(doc, 'studio-config')).toMatchObject({ gameCode: HOSTILE, launch: HOSTILE });
  });

  it('studio verify page: every echoed form field stays inside its value', async () => {
    const doc = await get(
      `/studio/verify?lang=EN&serverSeed=${q}&serverSeedHash=${q}&clientSeed=${q}&nonce=${q}`,
    );
    expectInert(doc);
    for (const name of ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce']) {
      expect(value(doc, `input[name="${name}"]`)).toBe(HOSTILE);
    }
  });

  it('lottery page: a game code reaches the JSON block as data', () => {
    const doc = parse(
      lotteryPage({
        language: 'EN',
        theme: 'dark',
        gameCode: HOSTILE,
        gameId: null,
        prizeMode: PrizeMode.ELOTT,
      }),
    );
    expectInert(doc);
    expect(jsonBlock(doc, 'lottery-config')).toMatchObject({ gameCode: HOSTILE });
  });

  it('lottery verify page: the form fields and a refusal message are text', async () => {
    const served = await get(`/lottery/verify?lang=EN&gameCode=${q}&numero=${q}&seed=${q}`);
    expectInert(served);
    expect(value(served, 'input[name="numero"]')).toBe(HOSTILE);
    expect(value(served, 'input[name="seed"]')).toBe(HOSTILE);

    const refused = parse(
      lotteryVerifyPage(
        'EN',
        'dark',
        { gameCode: HOSTILE, numero: '1', seed: 'a' },
        { kind: 'error', message: HOSTILE },
      ),
    );
    expectInert(refused);
    expect(refused.querySelector('[role="alert"]')?.textContent).toBe(HOSTILE);
  });

  it("chat page: the lobby's title and header colour are text", async () => {
    const served = await get(`/chat?lang=EN&title=${q}&backUrl=${q}`);
    expectInert(served);
    expect(served.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(served.querySelector('title')?.textContent).toBe(HOSTILE);

    const drawn = parse(chatPage({ language: 'EN', title: HOSTILE, headerColor: HOSTILE, backUrl: HOSTILE }));
    expectInert(drawn);
    // Only a colour is a header colour: anything else is dropped, never handed to the script.
    expect(drawn.body.getAttribute('data-header-color')).toBe('');
    expect(drawn.querySelector('a.back')?.getAttribute('href')).toBe(HOSTILE);
  });

  it("demo gateway page: the operator's currency code, the order and the token are text", () => {
    const page = (decided: string | null) =>
      parse(
        demoGatewayPage({
          language: 'EN',
          theme: 'dark',
          depositId: HOSTILE,
          amount: '12.50',
          currency: { code: HOSTILE, scale: 2 },
          token: HOSTILE,
          decided,
          backUrl: HOSTILE,
        }),
      );
    const pending = page(null);
    expectInert(pending);
    expect(pending.querySelector('.amount')?.textContent).toBe(`${HOSTILE} 12.50`);
    expect(value(pending, 'input[name="token"]')).toBe(HOSTILE);
    const decided = page(HOSTILE);
    expectInert(decided);
    // A status is told in the page's words, never printed as the gateway gave it.
    expect(decided.querySelector('.done strong')?.textContent).toBe('This payment was cancelled.');
  });

  it('missing web build page: the path on disk is text', () => {
    const doc = parse(missingBuildPage(HOSTILE));
    expectInert(doc);
    expect(doc.querySelector('code')?.textContent).toBe(HOSTILE);
  });

  it("home's first paint: an operator's banner address and title stay an address and data", () => {
    const shell =
      '<!doctype html><html lang="en" dir="ltr" data-theme="dark"><head><title>t</title>' +
      '<script type="module" src="/m/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>';
    const banner: BannerItem = { id: 1, groupName: 'm_home', url: HOSTILE, title: HOSTILE, link: '' };
    const settings = { banners: [banner], liveModelsAvailable: false, downloadLinks: [] };
    const reader = { language: 'EN', theme: 'dark', downloadBarHidden: true, userAgent: '' } as const;
    const body = createHomeShell('/nowhere', shell).render({
      settings: settings as unknown as ConsolidatedSettingsValue,
      reader,
    });
    const doc = parse(body);
    // The skeleton's banner is the one image the page draws itself.
    const images = doc.querySelectorAll('img');
    expect(images.length).toBe(1);
    expect(images[0]?.getAttribute('src')).toBe(HOSTILE);
    expect(doc.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(HOSTILE);
    images[0]?.remove();
    expectInert(doc);
  });

  it("game icon SVG: a vendor's game name and vendor code are text", () => {
    const drawn = gameIconSvg({ vendorCode: HOSTILE, gameCode: 'x', name: HOSTILE, category: 'RNG' }, 240);
    // As the lobby inlines it, or a browser opens it: parsed as markup.
    const doc = parse(drawn);
    expectInert(doc);
    expect(doc.querySelector('svg')?.getAttribute('aria-label')).toBe(HOSTILE);
    expect([...doc.querySelectorAll('text')].map((text) => text.textContent)).toContain(HOSTILE.slice(0, 12));
  });
});
