import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The API client checks every answer against the contract's schemas in tests, loading them on
// first use; loaded here up front, the first answer of a file is not slower than a test's wait.
await import('@openlobby/contract');
