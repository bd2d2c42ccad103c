import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Playwright specs live in e2e/ and are never collected here.
export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'cli/**/*.test.ts',
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    // Vitest leaves one core to itself by default, which on a two-core machine means one
    // worker and every file in a row; its own process is idle while the files run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Threads start and import faster than child processes, which shortens the whole run on two cores.
    pool: 'threads',
  },
});
