import { whenIdle } from '../../shared/platform/whenIdle.ts';
import { type Box, clearSpot } from './clearSpot.ts';

/** What a player taps: the floating button must never lie over one of these. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"], [role="tab"]';
/** Room kept between the button and the header or the bottom menu. */
const BAR_GAP_PX = 8;
/** Room kept between the button and a control, so it never looks like part of one. */
const CONTROL_GAP_PX = 4;
/** How long the page must rest after a scroll before the button comes back. */
const SETTLE_MS = 150;
/**
 * Parts of home that change on their own without moving anything around them: the banner carousel
 * turns its slides every few seconds inside a box of fixed size, so what happens inside it is no
 * reason to measure every control of the page again.
 */
const SELF_CONTAINED = '[aria-roledescription="carousel"]';

/** The longest a placement waits for an idle moment on a page that is never idle. */
const PLACE_WITHIN_MS = 1000;

/** True when a change can move a control: content came or went outside the self-contained parts. */
function movesControls(records: readonly MutationRecord[]): boolean {
  return records.some((record) => {
    const target = record.target instanceof Element ? record.target : record.target.parentElement;
    return target === null || target.closest(SELF_CONTAINED) === null;
  });
}

function controlBoxes(button: HTMLElement): Box[] {
  const main = document.getElementById('main') ?? document.body;
  const boxes: Box[] = [];
  for (const control of main.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control === button || button.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) {
      boxes.push({
        top: box.top - CONTROL_GAP_PX,
        bottom: box.bottom + CONTROL_GAP_PX,
        left: box.left,
        right: box.right,
      });
    }
  }
  return boxes;
}

/**
 * Keeps home's floating customer-service button off every control: on first paint, when content
 * arrives, and whenever the page comes to rest after a scroll or a focus move, it takes the place
 * nearest its corner (just above the bottom menu, at the inline end) where it covers nothing a
 * player taps; where no such place exists (a screen full of tiles) it steps aside until there is
 * one. While the page moves it is out of the way too, so it never sits on the control a scroll or
 * Tab has just brought into view. The quick links' Customer service entry is always there as well.
 * Returns the function that stops it and puts the button back.
 */
export function keepClearOfControls(button: HTMLElement): () => void {
  let settle: ReturnType<typeof setTimeout> | undefined;
  /** The move given last (px, negative is up). */
  let offset = 0;
  /** False from a scroll or focus move until the page has rested. */
  let resting = true;

  const place = (): void => {
    // Its place by the style sheet: where it is now, less the move it was given (which is not
    // animated, so this is never caught halfway).
    const box = button.getBoundingClientRect();
    const natural = box.top - offset;
    const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
    const menu = document.querySelector('.bottom-menu')?.getBoundingClientRect().top ?? window.innerHeight;
    const top = clearSpot({
      preferred: natural,
      height: box.height,
      left: box.left,
      right: box.right,
      minTop: header + BAR_GAP_PX,
      maxTop: Math.min(natural, menu - BAR_GAP_PX - box.height),
      obstacles: controlBoxes(button),
    });
    if (top === null) {
      button.dataset.aside = 'true';
      return;
    }
    offset = top - natural;
    button.style.translate = offset === 0 ? '' : `0 ${offset}px`;
    delete button.dataset.aside;
  };
  // Content arriving or a new size: placed again once the browser is idle, unless the page is
  // moving. Every change until then is one placement: on home's start content arrives in several
  // tasks, and a placement after each one made the browser lay out the half-built page again (a
  // read forces the layout the latest change left undone) four or five times, on a cheap phone
  // some of the longest tasks of the start. Idle, the frame is drawn and every read is cheap.
  let waiting: (() => void) | undefined;
  const placeSoon = (): void => {
    if (waiting !== undefined) return;
    waiting = whenIdle(() => {
      waiting = undefined;
      if (resting) place();
    }, PLACE_WITHIN_MS);
  };
  // Stepped aside at once (in the same task as the scroll or focus), back once the page rests.
  const moving = (event: Event): void => {
    if (event.type === 'focusin' && event.target === button) return;
    button.dataset.aside = 'true';
    resting = false;
    clearTimeout(settle);
    settle = setTimeout(() => {
      resting = true;
      place();
    }, SETTLE_MS);
  };

  placeSoon();
  const observer = new ResizeObserver(placeSoon);
  observer.observe(document.body);
  // Only elements coming or going, never attribute or class changes (a carousel's current dot).
  const arrivals = new MutationObserver((records) => {
    if (movesControls(records)) placeSoon();
  });
  arrivals.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
  window.addEventListener('resize', placeSoon);
  window.addEventListener('scroll', moving, { passive: true });
  document.addEventListener('focusin', moving);
  return () => {
    clearTimeout(settle);
    waiting?.();
    observer.disconnect();
    arrivals.disconnect();
    window.removeEventListener('resize', placeSoon);
    window.removeEventListener('scroll', moving);
    document.removeEventListener('focusin', moving);
    button.style.translate = '';
    delete button.dataset.aside;
  };
}
