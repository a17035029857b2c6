import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Frame, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.2 AA rule sets of axe-core (2.0, 2.1 and 2.2 at levels A and AA). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core in every document of the context (the lobby and its game and lottery frames) from its
 * start: the pass audits dozens of states of one document reached by client-side navigation, and
 * handing axe's half megabyte of source to the page again for each of them was half the time of
 * an audit on two busy cores.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/** What AxeBuilder injects: nothing, as axe-core is already in each document (preloadAxe). */
const ALREADY_LOADED = 'void 0';

/**
 * The rules whose outcome a theme can change (colours). The rest read the DOM, its names and its
 * layout, which are the same in light and dark: a theme's second pass needs only these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AuditScope {
  /** An open modal: what it covers is inert, and was audited as its own state. */
  modal?: string;
  /** Only the rules a theme can change (the same screen was audited whole in the other theme). */
  colourOnly?: boolean;
}

/** One line per axe violation and node: the state, the rule, the element and what is wrong. */
async function axeFindings(page: Page, state: string, scope: AuditScope): Promise<string[]> {
  // Legacy mode runs axe inside the page and its same-origin frames (the studio's and the lottery's
  // pages are ours), without the blank page the default mode opens to merge results on every call.
  const builder = new AxeBuilder({ page, axeSource: ALREADY_LOADED }).setLegacyMode().options({
    runOnly: scope.colourOnly
      ? { type: 'rule', values: COLOUR_RULES }
      : { type: 'tag', values: WCAG_AA_TAGS },
    // WCAG 2.5.3 (label in name) is still "experimental" in axe, so off unless asked for.
    rules: { 'label-content-name-mismatch': { enabled: !scope.colourOnly } },
    // Only what fails is reported: passes and incomplete results cost most of an audit's time.
    resultTypes: ['violations'],
  });
  if (scope.modal) builder.include(scope.modal);
  const result = await builder.analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${state}: axe ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}

interface LowContrast {
  text: string;
  ratio: number;
  needed: number;
  where: string;
}

/**
 * Measures every visible text node of the document (or of the open modal, when one is open: the
 * rest is behind its backdrop) from computed styles: axe leaves text it cannot read as a language
 * it knows (Urdu) "incomplete", so the WCAG 1.4.3 ratio is computed here for every script. The
 * background is the nearest ancestors' colours composited down to an opaque one; over a gradient
 * the worst of its colours counts. Text over a picture, disabled controls and placeholders are
 * outside the rule (WCAG 1.4.3 exceptions) or cannot be measured from styles, and are left out.
 */
function measureContrast(): LowContrast[] {
  const canvas = new OffscreenCanvas(1, 1);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return [];
  type Rgba = [number, number, number, number];
  /** Any CSS colour (oklch, color-mix, named) as sRGB bytes and alpha, read back from a canvas. */
  const rgba = (css: string): Rgba => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [
      top[0] * a + bottom[0] * (1 - a),
      top[1] * a + bottom[1] * (1 - a),
      top[2] * a + bottom[2] * (1 - a),
      1,
    ];
  };
  const luminance = (c: Rgba): number => {
    const [r = 0, g = 0, b = 0] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: Rgba, b: Rgba): number => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const GRADIENT_COLOUR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)|#[0-9a-f]{3,8}\b/gi;

  /** The backdrops the element's text can be drawn on (several over a gradient); null over a picture. */
  const backdrops = (element: Element): Rgba[] | null => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const image = style.backgroundImage;
      if (image.includes('url(')) return null;
      const colour = rgba(style.backgroundColor);
      if (image.includes('gradient(')) {
        const stops = (image.match(GRADIENT_COLOUR) ?? []).map(rgba).map((stop) => over(stop, colour));
        const under = backdrops(node.parentElement ?? document.documentElement) ?? [[255, 255, 255, 1]];
        const opaque = stops.flatMap((stop) => under.map((base) => over(stop, base)));
        return opaque.map((base) => layers.reduceRight((acc, layer) => over(layer, acc), base));
      }
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    const base: Rgba =
      layers.length > 0 && layers[layers.length - 1]![3] >= 1 ? layers.pop()! : [255, 255, 255, 1];
    return [layers.reduceRight((acc, layer) => over(layer, acc), base)];
  };

  const opacity = (element: Element): number => {
    let product = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      product *= Number(getComputedStyle(node).opacity);
    }
    return product;
  };

  const modals = [...document.querySelectorAll('[aria-modal="true"]')];
  const root = modals[modals.length - 1] ?? document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: LowContrast[] = [];
  const seen = new Set<Element>();
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement;
    const content = text.textContent?.trim() ?? '';
    if (!element || content === '' || seen.has(element)) continue;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    if (
      element.closest('script, style, noscript, option, [disabled], [aria-disabled="true"], .visually-hidden')
    )
      continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const box = range.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    seen.add(element);
    const style = getComputedStyle(element);
    const under = backdrops(element);
    if (!under) continue;
    const size = Number.parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    // Large text (WCAG: 18pt, or 14pt bold) needs 3:1.
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const colour = rgba(style.color);
    const alpha = colour[3] * opacity(element);
    const worst = Math.min(
      ...under.map((base) => ratio(over([...colour.slice(0, 3), alpha] as Rgba, base), base)),
    );
    if (worst + 0.005 < needed) {
      const path = [element, element.parentElement, element.parentElement?.parentElement]
        .filter((node): node is HTMLElement => node instanceof HTMLElement)
        .map(
          (node) =>
            node.tagName.toLowerCase() +
            (node.className ? `.${String(node.className).trim().split(/\s+/).join('.')}` : ''),
        )
        .reverse()
        .join(' > ');
      found.push({ text: content.slice(0, 40), ratio: Math.round(worst * 100) / 100, needed, where: path });
    }
  }
  return found;
}

/** Contrast failures of every frame of the page (the game and lottery pages included). */
async function contrastFindings(page: Page, state: string): Promise<string[]> {
  const frames: Frame[] = page.frames();
  const results = await Promise.all(
    frames.map(async (frame) => {
      try {
        return (await frame.evaluate(measureContrast)).map(
          (found) =>
            `${state}: contrast ${found.ratio}:1 (needs ${found.needed}) "${found.text}" at ${found.where}${frame === page.mainFrame() ? '' : ` in ${frame.url()}`}`,
        );
      } catch {
        // A frame that went away while it was measured (a page that navigated) has nothing to show.
        return [];
      }
    }),
  );
  return results.flat();
}

/** Both checks of one screen state. */
export async function auditState(page: Page, state: string, scope: AuditScope = {}): Promise<string[]> {
  return [...(await axeFindings(page, state, scope)), ...(await contrastFindings(page, state))];
}

/**
 * Tabs forwards `presses` times and then backwards as often, and returns each focused element that
 * was not inside `modal` (an empty list when focus never left it).
 */
export async function focusEscapes(page: Page, modal: Locator, presses: number): Promise<string[]> {
  const handle = await modal.elementHandle();
  expect(handle, 'the modal is open').not.toBeNull();
  // The trap takes focus into the modal once it is active (its code loads on first use); keys
  // pressed before then are not what this counts.
  await expect
    .poll(() => page.evaluate((container) => container?.contains(document.activeElement) === true, handle), {
      message: 'focus moves into the modal',
    })
    .toBe(true);
  const escapes: string[] = [];
  for (const key of [...Array<string>(presses).fill('Tab'), ...Array<string>(presses).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const outside = await page.evaluate((container) => {
      const active = document.activeElement;
      if (!active || container?.contains(active)) return null;
      return `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}"`;
    }, handle);
    if (outside) escapes.push(`${key}: ${outside}`);
  }
  return escapes;
}
