/**
 * The member's chat page as the lobby opens it: in the player's language and theme. In Urdu every
 * word on the page and every status its script will show is Urdu; the lobby's light theme reaches
 * the page's colours; a header colour the lobby chooses gets black or white text, whichever reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_THEMES } from '../../platform/page-theme.ts';
import { englishWordsIn, parsePage } from '../../test/page-language.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { CHAT_TEXT } from './page-text.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function open(query: string) {
  const page = await t.app.inject({ method: 'GET', url: `/chat?${query}` });
  expect(page.statusCode).toBe(200);
  return parsePage(page.body);
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('the live chat page in Urdu and the light theme', () => {
  it('reads wholly in Urdu, right to left, including what its script will say', async () => {
    const doc = await open('lang=UR&cssName=light&backUrl=%2Fm%2Fhome');
    expect(doc.documentElement.getAttribute('lang')).toBe('ur');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(englishWordsIn(doc, Object.keys(CHAT_TEXT.UR).map(kebab))).toEqual([]);
    expect(doc.querySelector('h1')?.textContent).toBe('لائیو چیٹ');
    expect(doc.querySelector('#composer button')?.textContent).toBe('بھیجیں');
    expect(doc.querySelector('a.back')?.textContent).toBe('واپس');
  });

  it("is drawn in the lobby's light theme, and dark when the link names none", async () => {
    const light = await open('lang=UR&cssName=light');
    expect(light.body.className).toBe('theme-light');
    expect(light.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light');
    expect((await open('lang=EN&theme=light')).body.className).toBe('theme-light');
    const dark = await open('lang=EN');
    expect(dark.body.className).toBe('theme-dark');
    expect(dark.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('dark');

    const href = light.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
    const css = (await t.app.inject({ method: 'GET', url: href })).body;
    expect(css).toContain(`.theme-light{--bg:${PAGE_THEMES.light.bg}`);
    expect(css).toMatch(/body\{[^}]*background:var\(--bg\);color:var\(--text\)/);
    // The operator's agent page shares the sheet without a theme class: the root is dark.
    expect(css).toContain(`:root,.theme-dark{--bg:${PAGE_THEMES.dark.bg}`);
    // Outside the theme blocks the only colours are the header's black or white text.
    const outsideThemes = css.replace(/\.theme-(light|dark|auto)\{[^}]*\}/g, '');
    expect(new Set(outsideThemes.match(/#[0-9a-f]{3,6}\b/gi))).toEqual(new Set(['#ffffff', '#000000']));
  });

  it("gives the lobby's header colour text that reads on it, and drops a value that is no colour", async () => {
    const onDark = await open('lang=EN&headerColor=%232a1f6e');
    expect(onDark.querySelector('#bar')?.className).toBe('ink-light');
    expect(onDark.body.getAttribute('data-header-color')).toBe('#2a1f6e');
    const onLight = await open('lang=EN&headerColor=%23fde68a');
    expect(onLight.querySelector('#bar')?.className).toBe('ink-dark');
    const odd = await open('lang=EN&headerColor=%2312345');
    expect(odd.querySelector('#bar')?.className).toBe('');
    expect(odd.body.getAttribute('data-header-color')).toBe('');
  });
});

describe("the operator's agent page", () => {
  async function agent(query: string) {
    const page = await t.app.inject({ method: 'GET', url: `/ops/chat-agent?${query}` });
    expect(page.statusCode).toBe(200);
    return parsePage(page.body);
  }

  it('is drawn in the theme its link names, and otherwise as the device prefers', async () => {
    const light = await agent('lang=UR&theme=light');
    expect(light.body.className).toBe('agent theme-light');
    expect(light.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light');
    expect((await agent('cssName=dark')).body.className).toBe('agent theme-dark');
    const bookmark = await agent('lang=EN');
    expect(bookmark.body.className).toBe('agent theme-auto');
    expect(bookmark.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light dark');

    const css = (await t.app.inject({ method: 'GET', url: '/chat/style.css' })).body;
    // Dark at the root; the device's light preference turns the unthemed page light.
    expect(css).toContain(
      `@media (prefers-color-scheme:light){.theme-auto{--bg:${PAGE_THEMES.light.bg};--surface:${PAGE_THEMES.light.surface}`,
    );
  });

  it('reads wholly in Urdu, its login and conversation list included', async () => {
    const doc = await agent('lang=UR');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(englishWordsIn(doc, Object.keys(CHAT_TEXT.UR).map(kebab))).toEqual([]);
  });
});
