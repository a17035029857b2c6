import { SHELL_IMAGE_ATTRIBUTE } from '@openlobby/contract/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShellPaint, SHELL_IMAGE_DEADLINE_MS } from './shellPaint.ts';

/** A page with home's banner whose decoding the test settles by hand. */
function pageWithBanner(): { doc: Document; decoded: () => void } {
  const doc = document.implementation.createHTMLDocument('home');
  const image = doc.createElement('img');
  image.setAttribute(SHELL_IMAGE_ATTRIBUTE, '');
  let decoded = (): void => {};
  image.decode = () =>
    new Promise<void>((resolve) => {
      decoded = resolve;
    });
  doc.body.appendChild(image);
  return { doc, decoded: () => decoded() };
}

describe("the app's start waits for the page's own paint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts only once home's banner has decoded and a frame has been painted", async () => {
    const { doc, decoded } = pageWithBanner();
    let started = false;
    void afterShellPaint(doc, () => 100).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(false);
    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(started).toBe(true);
  });

  it('does not wait past the deadline for a banner that never arrives', async () => {
    const { doc } = pageWithBanner();
    let started = false;
    void afterShellPaint(doc, () => SHELL_IMAGE_DEADLINE_MS - 300).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(290);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(started).toBe(true);
  });

  it('waits only for a frame when the deadline has passed or the page has no banner', async () => {
    for (const [doc, now] of [
      [pageWithBanner().doc, SHELL_IMAGE_DEADLINE_MS + 1],
      [document.implementation.createHTMLDocument('login'), 0],
    ] as const) {
      let started = false;
      void afterShellPaint(doc, () => now).then(() => {
        started = true;
      });
      await vi.advanceTimersByTimeAsync(20);
      expect(started).toBe(true);
    }
  });
});
