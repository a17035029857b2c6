import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share no module state (each builds its own app on its own database), so a worker
    // keeps the server's modules loaded between files instead of importing them again for each:
    // that import was a third of the suite's time.
    isolate: false,
    // Integration tests build a real database per file; PostgreSQL setup can take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
