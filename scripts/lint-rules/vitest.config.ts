import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lint-rules',
    include: ['*.test.ts'],
    environment: 'node',
    // The test changes the working directory, which worker threads may not do.
    pool: 'forks',
    // ESLint follows every import of the linted files to look for cycles.
    testTimeout: 120_000,
  },
});
