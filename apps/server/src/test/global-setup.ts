import type { TestProject } from 'vitest/node';
import { pgliteTemplateDump, postgresTemplate } from './database-template';

/**
 * Vitest global set-up of a server project: builds (or finds) the migrated template once,
 * before any worker starts, so parallel workers never build it twice (decision 047).
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    await postgresTemplate(adminUrl);
  } else {
    await pgliteTemplateDump();
  }
}
