import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

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
