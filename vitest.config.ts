import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every workspace. The server suite runs once on PGlite and, when
 * TEST_DATABASE_URL is set, once more on PostgreSQL (TEST_DB tells the harness which).
 * Playwright specs (apps/web/e2e) are not Vitest tests and are excluded.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: false as const,
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: db, NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts', 'docs/**/*.test.ts'],
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
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
