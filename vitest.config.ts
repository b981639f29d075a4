import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Five projects, one command: pure unit tests, database tests (embedded PGlite, or the
// PostgreSQL in TEST_DATABASE_URL), the security suite (the real app attacked through
// app.inject on a real database, like the database tests), React component tests in jsdom,
// and end-to-end journeys in Chromium against the built app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/*.security.test.ts', 'node_modules/**'],
        },
      },
      {
        test: {
          name: 'db',
          environment: 'node',
          include: ['server/**/*.db.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          environment: 'node',
          include: ['server/security/**/*.security.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Typing with user-event through lazy screens in jsdom takes a few seconds on a busy
          // 2-core machine; 5 s made journeys like "create a product" fail by time, not by fault.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
