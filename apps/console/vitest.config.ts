import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'console',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A test that types into several fields takes over Vitest's 5 s when npm test runs lint beside
    // the suite on two cores: the time limit is for hung tests, not slow machines.
    testTimeout: 20_000,
    // One DOM and one module cache per worker; the setup file undoes what each file leaves behind.
    isolate: false,
  },
});
