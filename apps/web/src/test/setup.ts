import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

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

// The API client checks every answer against the contract's schemas in tests, loading them on
// first use; loaded here up front, the first answer of a file is not slower than a test's wait.
await import('@openlobby/contract');
