import { setTemplateBuilder } from '../platform/database/database-template';

/**
 * Loaded before every backend spec file (`setupFiles` in backend/jest.config.js): how the jest
 * run's template database is made, once per run and dialect. The real app boots on the empty
 * template, running every migration and seeder as on a new install, and stops; each
 * `createTestApp` then boots on a copy (backend/src/platform/database/database-template.ts).
 */
setTemplateBuilder(async (database) => {
  // Loaded on first use only, so specs that never boot the app never load it.
  const { createTestApp } = await import('./test-app');
  const t = await createTestApp({ config: { database } });
  await t.close();
});
