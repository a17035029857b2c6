import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Integration tests build a real database per file; PostgreSQL setup can take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
