import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, vi } from 'vitest';

// Preact runs effects after the browser's next frame; happy-dom draws no frames, so its frame
// callback came late or, under fake timers, not at all. The next task is when a browser that
// painted at once would run them, and what React's test renderer did.
options.requestAnimationFrame = (runEffects) => {
  setTimeout(runEffects, 0);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/*
 * The files of a worker share one DOM and one module cache (isolate: false in vitest.config.ts):
 * a fresh DOM and a fresh import of every library for each file was four fifths of the suite's
 * time. What a file leaves behind is undone here instead: the app's modules are imported afresh by
 * the next file (their stores start empty), and the page's root element, timers, spies and stubbed
 * globals are as a new page's.
 */
afterAll(() => {
  vi.resetModules();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  document.body.removeAttribute('style');
  document.body.className = '';
});

// The API client checks every answer against the contract's schemas in tests, loading them on
// first use; loaded here up front, the first answer of a file is not slower than a test's wait.
await import('@openlobby/contract');
