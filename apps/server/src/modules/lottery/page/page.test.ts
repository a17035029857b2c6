/**
 * The lottery's pages as the lobby frame and a phone see them: framable from our own origin only,
 * no inline script, no token read from the address, English and Urdu (right to left), light and
 * dark themes that read at 4.5:1, a verify page that says loudly when a seed does not match its
 * hash, and malformed queries that never fail the page.
 */
import { Script } from 'node:vm';
import { LOTTERY_BET_TYPES, type LotteryDrawValue, PRIZE_MODES } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../../test/accounts-helpers.ts';
import { FAST, openIssue, testClock } from '../../../test/lottery-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { oddsCents } from '../bets.ts';
import { LOTTERY_GAMES } from '../games.ts';
import { pageScript } from '../../../platform/page-scripts.ts';
import { LOTTERY_CSS_PATH, LOTTERY_JS_BASE } from './page.ts';
import { LOTTERY_THEMES } from './styles.ts';

let t: TestContext;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: clock.now } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the lottery page odds', () => {
  it("shows the server's odds for every selection of every game, with no formula of its own", async () => {
    for (const mode of PRIZE_MODES) {
      const page = await get(`/lottery/?code=${FAST}&prize_mode=${mode}`);
      const config = /<script type="application\/json" id="lottery-config">(.*?)<\/script>/s.exec(page.body);
      const odds = (
        JSON.parse(config?.[1] ?? '{}') as { odds?: Record<string, Record<string, Record<string, number>>> }
      ).odds;
      for (const game of LOTTERY_GAMES) {
        const selections: Record<string, string[]> = {
          STRAIGHT: ['*'],
          POSITION: ['*'],
          BIG_SMALL: ['BIG', 'SMALL'],
          ODD_EVEN: ['ODD', 'EVEN'],
          SUM: Array.from({ length: 9 * game.digits + 1 }, (_, sum) => String(sum)),
        };
        for (const type of LOTTERY_BET_TYPES) {
          for (const selection of selections[type] ?? []) {
            const sample = { STRAIGHT: '0'.repeat(game.digits), POSITION: `${game.digits}:9` }[
              type as string
            ];
            const expected = oddsCents(
              type,
              selection === '*' ? (sample ?? '') : selection,
              game.digits,
              mode,
            );
            expect(odds?.[game.digits]?.[type]?.[selection]).toBe(Number(expected));
          }
        }
      }
    }
  });
});

describe('the lottery game page', () => {
  it('is framable by the lobby only, has no inline script and never echoes the token', async () => {
    const page = await get(
      `/lottery/?mui=1&playType=trad&gameId=5&prize_mode=Elott&code=${FAST}&token=secret-token-123&merchantCode=DEMO&cssName=dark`,
    );
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="en" dir="ltr"');
    expect(page.body).toContain('3-Digit Draw · Every Minute');
    expect(page.body).toContain('class="theme-dark"');
    const scripts = page.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="application/json" id="lottery-config">',
      `<script src="${pageScript('lottery', LOTTERY_JS_BASE).path}">`,
    ]);
    // The script's address carries its hash: a changed script is never served from a stale cache.
    expect(pageScript('lottery', LOTTERY_JS_BASE).path).toMatch(
      /^\/lottery\/assets\/lottery-[0-9a-f]{12}\.js$/,
    );
    expect(page.body).not.toMatch(/ style=| on[a-z]+=/);
    expect(page.body).not.toContain('secret-token-123');
  });

  it('speaks Urdu right to left in the light theme, with every control named', async () => {
    const page = await get(`/lottery/?code=${FAST}&lang=UR&cssName=light`);
    expect(page.body).toContain('<html lang="ur" dir="rtl"');
    expect(page.body).toContain('class="theme-light"');
    expect(page.body).toContain('3 ہندسوں کی قرعہ اندازی · ہر منٹ');
    expect(page.body).toContain('آرڈر دیں');
    for (const control of page.body.match(/<(select|input)[^>]*>/g) ?? []) {
      // Each sits inside a <label> with its text; the test reads the label's opening.
      const at = page.body.indexOf(control);
      expect(page.body.lastIndexOf('<label>', at)).toBeGreaterThan(page.body.lastIndexOf('</label>', at));
    }
  });

  it('serves its script and stylesheet as immutable assets; the script parses', async () => {
    const js = await get(pageScript('lottery', LOTTERY_JS_BASE).path);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.headers['cache-control']).toContain('immutable');
    expect(() => new Script(js.body)).not.toThrow();
    // The token comes by postMessage from our own origin only, never from the address.
    expect(js.body).toMatch(/\.origin!==location\.origin/);
    expect(js.body).not.toMatch(/location\.search|URLSearchParams/);
    // Only the current script has an address; any other hash is not found.
    expect((await get(`${LOTTERY_JS_BASE}-000000000000.js`)).statusCode).toBe(404);
    const css = await get(LOTTERY_CSS_PATH);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['cache-control']).toContain('immutable');
  });

  it('keeps every text colour at 4.5:1 or better in both themes', () => {
    for (const theme of Object.values(LOTTERY_THEMES)) {
      for (const fg of [theme.text, theme.muted, theme.link, theme.good, theme.bad]) {
        expect(contrast(fg, theme.bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(fg, theme.card)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(theme.onAccent, theme.accent)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('never answers a malformed query with a server error', async () => {
    for (const query of [
      '?code=%00%ff&gameId=-1e99&prize_mode[]=x&lang=<script>&cssName=%22%3E',
      '?code=a&code=b&lang=UR&lang=EN',
      `?code=${'x'.repeat(5000)}`,
      '?gameId=NaN&prize_mode=zy',
    ]) {
      for (const path of ['/lottery/', '/lottery/verify']) {
        const page = await get(`${path}${query}`);
        expect(page.statusCode, `${path}${query}`).toBe(200);
        expect(page.body).not.toContain('<script>&');
      }
    }
    expect((await get('/lottery/verify?gameCode=nope&numero=1&seed=zz')).body).toContain('role="alert"');
  });
});

describe('the lottery verify page', () => {
  it('verifies a drawn issue and says loudly when the seed was tampered with', async () => {
    clock.toSecond(1, 1);
    await t.app.lottery.tick();
    const issue = await openIssue(t, FAST);
    clock.advance(Date.parse(issue.drawsAt) - clock.now().getTime() + 1_000);
    await t.app.lottery.tick();
    const draws = valueOf<LotteryDrawValue>(
      await call(t, 'GET', '/lgw/draw', { gameCode: FAST, numero: issue.numero }),
    );
    const seed = draws.list[0]?.seed ?? '';
    const base = `/lottery/verify?gameCode=${FAST}&numero=${issue.numero}`;

    const good = await get(`${base}&seed=${seed}`);
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('The seed matches the hash published before the draw.');
    expect(good.body).toContain('This draw is verified.');

    const tampered = `${seed.slice(0, 62)}${seed.endsWith('00') ? '01' : '00'}`;
    const bad = await get(`${base}&seed=${tampered}&lang=UR`);
    expect(bad.body).toContain('dir="rtl"');
    expect(bad.body).toContain('چھیڑ چھاڑ');
    expect(bad.body).not.toContain('تصدیق شدہ ہے');

    const early = await get(`/lottery/verify?gameCode=${FAST}&numero=209912310001&seed=${seed}`);
    expect(early.body).toContain('role="alert"');
  });
});
