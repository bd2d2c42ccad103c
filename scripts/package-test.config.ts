import { defineConfig } from 'vitest/config';

// The tests of the package as installed (scripts/*.package-test.ts). They run after the build
// steps of `npm test` (scripts/test-all.mjs), since they pack what those built.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['scripts/**/*.package-test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
