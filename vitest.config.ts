import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every workspace. The server suite runs once on PGlite and, when
 * TEST_DATABASE_URL is set, once more on PostgreSQL (TEST_DB tells the harness which).
 * Playwright specs (apps/web/e2e) are not Vitest tests and are excluded.
 *
 * Speed (decision 047): two workers even on two cores (Vitest's default there is one), the
 * server files share their worker's loaded modules (no module mocks; every file builds its
 * own app on its own database), and each database is a copy of a migrated template that the
 * global set-up prepares once.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: false as const,
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: db, NODE_ENV: 'test' },
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: [
            'packages/shared/src/**/*.test.ts',
            'docs/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      serverProject('server:pglite', 'pglite'),
      ...(withPostgres ? [serverProject('server:postgres', 'postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/web-storage.ts', 'apps/web/src/test/setup.ts'],
          css: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
