/**
 * The fairness verify pages of the house games (lottery draws, studio rounds), opened in Urdu and
 * the light theme as the game pages link them: every word a reader meets is Urdu (seeds, hashes and
 * numbers stay left-to-right islands in <code>), the document reads right to left, and the light
 * theme reaches the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishWordsIn, parsePage } from '../test/page-language.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function open(url: string) {
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  return parsePage(page.body);
}

const SEED = 'a'.repeat(64);

describe.each([
  ['lottery draw', '/lottery/verify?lang=UR&cssName=light'],
  ['lottery draw, checked', `/lottery/verify?lang=UR&cssName=light&gameCode=1-minute&numero=1&seed=${SEED}`],
  ['studio round', '/studio/verify?lang=UR&cssName=light'],
  [
    'studio round, checked',
    `/studio/verify?lang=UR&cssName=light&engine=slot&serverSeed=${SEED}&clientSeed=abc&nonce=0`,
  ],
])('the %s verify page in Urdu and light', (_name, url) => {
  it('reads wholly in Urdu, right to left, in the light theme', async () => {
    const doc = await open(url);
    expect(doc.documentElement.getAttribute('lang')).toBe('ur');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    // The daily draw's Urdu name, as the lobby shows it, gives its time in UTC.
    expect(englishWordsIn(doc, [], ['UTC'])).toEqual([]);
    expect(doc.body.classList.contains('theme-light')).toBe(true);
    expect(doc.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light');
  });
});
