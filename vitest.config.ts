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
  },
});
